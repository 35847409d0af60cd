import { freshMemory, remember, type InstallMemory } from './install-policy';

const MEMORY_KEY = 'installPrompt';
/** Set for the life of a browser session: the visit it belongs to is counted. */
const VISIT_KEY = 'visitCounted';

function storages(): { local: Storage; session: Storage } | null {
  try {
    return typeof window === 'undefined' ? null : { local: window.localStorage, session: window.sessionStorage };
  } catch {
    return null; // Storage can throw in private modes or sandboxed frames.
  }
}

export function readMemory(): InstallMemory {
  try {
    const stored = JSON.parse(storages()?.local.getItem(MEMORY_KEY) ?? 'null') as Partial<InstallMemory> | null;
    return { ...freshMemory, ...stored };
  } catch {
    return freshMemory;
  }
}

export function updateMemory(change: (memory: InstallMemory) => InstallMemory): InstallMemory {
  const next = change(readMemory());
  try {
    storages()?.local.setItem(MEMORY_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage: the offer may come again, nothing worse.
  }
  return next;
}

/** Counts this browser session as a visit (once), and a purchase when the page is the order's success page. */
export function noteVisit(pathname: string): InstallMemory {
  const store = storages();
  const newVisit = store !== null && store.session.getItem(VISIT_KEY) === null;
  if (newVisit) store.session.setItem(VISIT_KEY, '1');
  return updateMemory((memory) => remember(memory, { newVisit, pathname }));
}
