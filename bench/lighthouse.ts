/**
 * Lighthouse on Debian's Chromium: its default config (mobile form factor, simulated throttling), performance only,
 * and the figures bench:web prints from each run.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** chrome-launcher adds its defaults (no first run, no background networking, no sync, no component updates…). */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-dev-shm-usage'];

/** transferBytes: headers and body as Lighthouse counts them; bodyBytes: the body as sent (compressed); resourceBytes: decoded. */
export type Script = { url: string; transferBytes: number; bodyBytes: number; resourceBytes: number; encoding: string };
export type LighthouseRun = { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; scripts: Script[]; trace: unknown };

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number };
type RawEvent = { method: string; params: { requestId?: string; encodedDataLength?: number; response?: { url: string; headers: Record<string, string>; encodedDataLength?: number } } };
type Wire = { encoding: string; bodyBytes: number };

/** A Chromium with a fresh profile for Lighthouse to drive (chrome-launcher deletes the profile on kill). */
export async function launchChromium(): Promise<{ port: number; kill(): Promise<void> }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  return { port: chrome.port, kill: async () => chrome.kill() };
}

/**
 * Content-Encoding and body bytes over the wire of each response, from the DevTools log (the network-requests audit
 * keeps neither): the bytes at loadingFinished minus those at responseReceived (the headers).
 */
function wireBodies(devtoolsLog: RawEvent[]): Map<string, Wire> {
  const responses = new Map<string, { url: string; encoding: string; headerBytes: number }>();
  const byUrl = new Map<string, Wire>();
  for (const { method, params } of devtoolsLog) {
    if (method === 'Network.responseReceived' && params.response && params.requestId) {
      const header = Object.entries(params.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
      responses.set(params.requestId, { url: params.response.url, encoding: header?.[1] ?? 'identity', headerBytes: params.response.encodedDataLength ?? 0 });
    } else if (method === 'Network.loadingFinished' && params.requestId) {
      const response = responses.get(params.requestId);
      if (response) byUrl.set(response.url, { encoding: response.encoding, bodyBytes: (params.encodedDataLength ?? 0) - response.headerBytes });
    }
  }
  return byUrl;
}

/**
 * One Lighthouse run of `url`; the scripts are every Script response of the page load (not only the entry and its
 * preloads). `sampleJs` adds V8's samples to the trace (main-thread.ts reads them): they cost the page some time, so
 * a scored run goes without.
 */
export async function runLighthouse(url: string, port: number, { sampleJs = false } = {}): Promise<LighthouseRun> {
  const config = sampleJs
    ? { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'], additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } }
    : undefined;
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []);
  const wire = wireBodies(artifacts.DevtoolsLog as unknown as RawEvent[]);
  const scripts = items.filter((item) => item.resourceType === 'Script').map((item) => ({
    url: item.url, transferBytes: item.transferSize ?? 0, bodyBytes: wire.get(item.url)?.bodyBytes ?? Number.NaN,
    resourceBytes: item.resourceSize ?? 0, encoding: wire.get(item.url)?.encoding ?? 'unknown',
  }));
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts,
    trace: artifacts.Trace,
  };
}
