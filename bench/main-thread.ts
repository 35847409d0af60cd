/**
 * The main thread's tasks in a Lighthouse trace, and the JavaScript that ran in each, from the V8 samples the trace
 * carries when Lighthouse is asked for them (`sampleJs` in lighthouse.ts). Lighthouse multiplies each task it
 * observes by 4 (its mobile CPU) and counts what exceeds 50 ms as blocking: here, a task of 12.5 ms or more.
 */

type TraceEvent = {
  name: string; ph?: string; pid: number; tid: number; ts: number; dur?: number; id?: string;
  args?: { data?: Record<string, unknown> & { startTime?: number; cpuProfile?: CpuProfile; timeDeltas?: number[] } };
};
type CpuNode = { id: number; parent?: number; callFrame: { functionName: string; url?: string; lineNumber?: number } };
type CpuProfile = { nodes?: CpuNode[]; samples?: number[] };

export type MainThreadTask = { startMs: number; durationMs: number; functions: { name: string; samples: number }[] };

const frameName = (node: CpuNode) => {
  const file = (node.callFrame.url ?? '').split('/').pop() ?? '';
  return `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber ?? 0}`;
};

/** Every sample of the page's main thread: when it was taken, and the functions on its stack. */
function samplesOf(events: TraceEvent[], pid: number, tid: number): { ts: number; stack: string[] }[] {
  const profiles = new Map<string, { start: number; nodes: Map<number, CpuNode>; samples: number[]; deltas: number[] }>();
  for (const event of events) {
    if (event.name === 'Profile' && event.pid === pid && event.tid === tid && event.id) {
      profiles.set(event.id, { start: event.args?.data?.startTime ?? 0, nodes: new Map(), samples: [], deltas: [] });
    }
  }
  for (const event of events) {
    const profile = event.name === 'ProfileChunk' && event.id ? profiles.get(event.id) : undefined;
    if (!profile || event.pid !== pid) continue;
    for (const node of event.args?.data?.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(event.args?.data?.cpuProfile?.samples ?? []));
    profile.deltas.push(...(event.args?.data?.timeDeltas ?? []));
  }
  const samples: { ts: number; stack: string[] }[] = [];
  for (const profile of profiles.values()) {
    let ts = profile.start;
    profile.samples.forEach((nodeId, index) => {
      ts += profile.deltas[index] ?? 0;
      const stack: string[] = [];
      for (let node = profile.nodes.get(nodeId); node; node = node.parent === undefined ? undefined : profile.nodes.get(node.parent)) {
        if (!node.callFrame.functionName.startsWith('(')) stack.push(frameName(node));
      }
      samples.push({ ts, stack });
    });
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/** The page's main-thread tasks from its first contentful paint on, of at least `minMs`, with their hottest functions. */
export function mainThreadTasks(trace: { traceEvents: TraceEvent[] }, minMs = 12.5): MainThreadTask[] {
  const events = trace.traceEvents;
  const navigation = events.find((event) => event.name === 'navigationStart'
    && String(event.args?.data?.documentLoaderURL ?? '').startsWith('http'));
  if (!navigation) return [];
  const { pid, tid, ts: start } = navigation;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid)?.ts ?? start;
  const samples = samplesOf(events, pid, tid);
  return events
    .filter((event) => event.name === 'RunTask' && event.pid === pid && event.tid === tid && event.ts >= fcp && (event.dur ?? 0) >= minMs * 1000)
    .map((task) => {
      const counts = new Map<string, number>();
      for (const sample of samples) {
        if (sample.ts < task.ts || sample.ts > task.ts + (task.dur ?? 0)) continue;
        for (const name of new Set(sample.stack)) counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      const functions = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, count]) => ({ name, samples: count }));
      return { startMs: (task.ts - start) / 1000, durationMs: (task.dur ?? 0) / 1000, functions };
    });
}
