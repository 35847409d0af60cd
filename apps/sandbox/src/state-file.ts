import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The sandbox's memory kept on disk, so a crash or restart of `npm start` forgets no payment in flight (decision 0028):
 * one JSON file, `{dir}/state.json`, rewritten whole (temp file, then rename) whenever the state changed, and read
 * back at start. Each emulator adds a named section (how to snapshot it, how to load it back, how to re-arm the work it
 * had scheduled). Without a directory (the tests) nothing is read or written: the state lives in memory as before.
 */
export type Section = {
  /** The section's current state, as JSON-able data. */
  save(): unknown;
  /** Puts back what `save` returned in the last run (called at once when the file has this section). */
  load(saved: unknown): void;
  /** Re-arms scheduled work (callbacks due, time-outs, retries) once every emulator is loaded. */
  resume?(): void;
};

export type SandboxState = {
  /** Adds an emulator's section, loading its saved part first. */
  section(name: string, section: Section): void;
  /** Writes the file now when anything changed since the last write (no-op in memory). */
  save(): void;
  /** Runs every loaded section's `resume` (the sandbox calls it after registering the emulators). */
  resume(): void;
  /** Stops writing: this instance is shutting down and a later one owns the file. */
  close(): void;
};

type Logger = { info(object: object, message: string): void; warn(object: object, message: string): void };

const VERSION = 1;

/** The state of the sandbox: kept in `dir` when given, else in memory only. */
export function openSandboxState(dir: string | undefined, log: Logger): SandboxState {
  const sections = new Map<string, Section>();
  const file = dir === undefined ? undefined : path.join(dir, 'state.json');
  const saved = file === undefined ? {} : readSaved(file, log);
  const loaded: Section[] = [];
  let written = '';
  let closed = false;

  return {
    section(name, section) {
      sections.set(name, section);
      if (!(name in saved)) return;
      try {
        section.load(saved[name]);
        loaded.push(section);
      } catch (error) {
        log.warn({ err: error, file, section: name }, 'sandbox state: a saved section could not be read; it starts empty');
      }
    },
    save() {
      if (file === undefined || closed) return;
      const json = JSON.stringify({ version: VERSION, sections: Object.fromEntries([...sections].map(([name, section]) => [name, section.save()])) });
      if (json === written) return;
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, json, { flush: true });
      renameSync(temporary, file);
      written = json;
    },
    resume() {
      for (const section of loaded.splice(0)) section.resume?.();
    },
    close() {
      closed = true;
    },
  };
}

/** The sections of the saved file; a missing file starts empty, an unreadable one too, with a warning (never a crash). */
function readSaved(file: string, log: Logger): Record<string, unknown> {
  mkdirSync(path.dirname(file), { recursive: true });
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    if (missing) log.info({ file }, 'sandbox state: no saved state yet; the sandbox starts empty');
    else log.warn({ err: error, file }, 'sandbox state: the saved state could not be read; the sandbox starts empty');
    return {};
  }
  try {
    const parsed = JSON.parse(text) as { version?: unknown; sections?: unknown };
    if (parsed.version !== VERSION || typeof parsed.sections !== 'object' || parsed.sections === null) throw new Error(`not a version ${VERSION} sandbox state`);
    return parsed.sections as Record<string, unknown>;
  } catch (error) {
    const aside = `${file}.corrupt-${Date.now()}`;
    renameSync(file, aside);
    log.warn({ err: error, file, keptAs: aside }, 'sandbox state: the saved state is corrupt; the sandbox starts empty');
    return {};
  }
}

/** A map of records saved as a list and put back by each record's key (the emulators' transactions, sessions, orders). */
export function mapSection<V>(map: Map<string, V>, keyOf: (value: V) => string, revive: (value: V) => V = (value) => value): Section {
  return {
    save: () => [...map.values()],
    load(saved) {
      for (const value of saved as V[]) {
        const record = revive(value);
        map.set(keyOf(record), record);
      }
    },
  };
}
