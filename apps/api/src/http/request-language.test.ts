import { describe, expect, it } from 'vitest';
import { languageOf } from './request-language.ts';

describe('languageOf', () => {
  it.each([
    [{ cookie: 'lang=sw' }, 'sw'],
    [{ cookie: 'theme=dark; lang=en', 'accept-language': 'sw-KE' }, 'en'],
    [{ cookie: 'lang=fr', 'accept-language': 'sw' }, 'sw'],
    [{ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' }, 'sw'],
    [{ 'accept-language': 'en-US,en;q=0.9,sw;q=0.8' }, 'en'],
    [{ 'accept-language': 'fr-FR' }, 'en'],
    [{ 'accept-language': 'fr, sw;q=0.5' }, 'sw'],
    [{ 'accept-language': '' }, 'en'],
    [{ 'accept-language': ';;;q=x,' }, 'en'],
    [{}, 'en'],
  ] as const)('%j reads as %s', (headers, language) => {
    expect(languageOf(headers)).toBe(language);
  });
});
