import type { Messages } from '@lingui/core';
import first from './catalogs/first/en.json';
import pages from './catalogs/pages/en.json';
import staticPages from './catalogs/static/en.json';

/** Every English message at once, for component tests (never imported by the app: it would put every screen's words in the first load). */
export const englishCatalog = { ...first, ...pages, ...staticPages } as unknown as Messages;
