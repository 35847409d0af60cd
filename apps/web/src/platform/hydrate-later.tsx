import { Component, Suspense, type ReactNode } from 'react';

/**
 * Hydration in pieces (decision 0048). Taking over a whole server-rendered page is one long task on a phone's CPU
 * (tens of milliseconds), during which a tap does nothing. A section wrapped in `<HydrateLater>` is skipped by the
 * first pass: its server HTML stays on the screen as it is, and it is hydrated in a task of its own right after, one
 * section per task, in page order (a section nested in another after them). Outside hydration (client navigation,
 * the server's render, tests) it renders its children at once. Names are unique on a page.
 *
 * How: during the first pass the section suspends on a promise that resolves in a later task; Preact (and React)
 * keep the server's DOM of a suspended subtree and hydrate it when the promise resolves. The section sits in an
 * element of its own (`display: contents`, so it adds nothing to the layout) whatever its children render.
 */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="contents">
      <Suspense fallback={null}>
        <SectionGate name={name}>{children}</SectionGate>
      </Suspense>
    </div>
  );
}

/** True while Preact hydrates: during the first pass, and during each deferred section's own pass. */
let hydrating = false;
/** Each deferred section's turn, then 'hydrated': a section renders its children from then on. */
const sections = new Map<string, Promise<void> | 'hydrated'>();
let queue: Promise<void> = Promise.resolve();

/** Preact's internals that useId reads: a vnode's id counter (`_mask`, `__m` once built). */
type PreactInternals = { __v?: { __m?: [number, number] } };

class SectionGate extends Component<{ name: string; children: ReactNode }> {
  private idScope?: [number, number];

  override render() {
    this.scopeIds();
    const { name, children } = this.props;
    const section = sections.get(name);
    if (section === 'hydrated') return children;
    if (section) throw section;
    if (!hydrating) return children;
    const turn = queue.then(nextTask).then(() => {
      sections.set(name, 'hydrated');
      // The section's pass (Preact's re-render, a microtask of this task) may meet sections nested in it.
      hydrating = true;
      void nextTask().then(() => {
        hydrating = false;
      });
    });
    queue = turn;
    sections.set(name, turn);
    throw turn;
  }

  /**
   * Preact numbers `useId`s in render order from the root, and the first pass renders a deferred section after the
   * ones that follow it: ids inside are numbered from the section's own counter instead, the same on the server and
   * in the browser whatever the order. (React numbers ids by their place in the tree: nothing to do there.)
   */
  private scopeIds() {
    const vnode = (this as unknown as PreactInternals).__v;
    if (!vnode) return;
    this.idScope ??= [scopeNumber(this.props.name), 0];
    vnode.__m = this.idScope;
  }
}

/** A positive number for a section's name (FNV-1a), so its ids cannot meet the root's (`P0-…`). */
function scopeNumber(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index += 1) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 1_000_000 + 1;
}

/** A macrotask: lets the browser paint and handle input between two sections. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Runs the first hydration (`hydrate`, which must render synchronously) with sections deferred; resolves once
 * every deferred section has been hydrated too.
 */
export async function hydrateInPieces(hydrate: () => void): Promise<void> {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  // Nested sections join the queue while the outer ones hydrate.
  for (let seen = queue; ; seen = queue) {
    await seen;
    if (seen === queue) return;
  }
}
