import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The JavaScript `/` may load before it is idle, gzip (issue 12): the build fails above it. 81.2 KiB on 22 Nov 2026,
 * after server rendering on Preact (decision 0017); 88.3 KiB on 27 Nov 2026 with the i18n runtime and the first English messages
 * (decision 0046). FIRST_LOAD_BUDGET_KIB in the environment overrides it, for experiments.
 */
export const FIRST_LOAD_BUDGET_KIB = 90;
/** The lazy route module the router loads for `/` straight after the entry (src/app/router.tsx). */
export const HOME_ROUTE_MODULE = 'src/features/home/routes/home-page.tsx';

/** The part of a Rollup/Rolldown output chunk the guard reads. */
export type BundleChunk = { type: 'chunk'; fileName: string; code: string; isEntry: boolean; facadeModuleId: string | null; imports: string[]; modules: Record<string, unknown> };
export type BundleFile = BundleChunk | { type: 'asset'; fileName: string };
export type FirstLoad = { files: { fileName: string; gzipBytes: number }[]; gzipBytes: number };

const normalise = (id: string) => id.replaceAll('\\', '/');

/**
 * The chunks `/` needs at first load: the entry chunks and the home route's chunk, plus everything they import
 * statically (dynamic imports are other pages, loaded later). In load order, entry first.
 */
export function firstLoadChunks(bundle: Record<string, BundleFile>, homeModule = HOME_ROUTE_MODULE): BundleChunk[] {
  const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
  const roots = [...chunks.values()].filter((chunk) => chunk.isEntry || normalise(chunk.facadeModuleId ?? '').endsWith(`/${homeModule}`));
  const seen = new Map<string, BundleChunk>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.set(fileName, chunk);
    chunk.imports.forEach(visit);
  };
  for (const root of roots) visit(root.fileName);
  return [...seen.values()];
}

/** Each chunk gzipped with zlib level 9 (about what a server's gzip or brotli sends), and the sum. */
export function measureFirstLoad(chunks: BundleChunk[]): FirstLoad {
  const files = chunks.map((chunk) => ({ fileName: chunk.fileName, gzipBytes: gzipSync(chunk.code, { level: 9 }).length }));
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** The enforced budget in KiB: FIRST_LOAD_BUDGET_KIB from the environment when it is a positive number. */
export function budgetKib(env: Record<string, string | undefined> = process.env): number {
  const override = Number(env.FIRST_LOAD_BUDGET_KIB);
  return env.FIRST_LOAD_BUDGET_KIB && Number.isFinite(override) && override > 0 ? override : FIRST_LOAD_BUDGET_KIB;
}

/** One line for the build output; `over` when the first load is above the enforced budget. */
export function budgetVerdict(firstLoad: FirstLoad, budget: number): { over: boolean; line: string } {
  const kib = firstLoad.gzipBytes / 1024;
  const over = kib > budget;
  const line = `first-load JS of /: ${kib.toFixed(1)} KiB gzip -9 in ${firstLoad.files.length} files; `
    + `budget ${budget} KiB (${over ? 'OVER' : 'met'})`;
  return { over, line };
}

/**
 * Guards the JavaScript the first page loads: fails the production build when it is over the budget (gzip bytes), and
 * warns when zod reaches it (~27 KB gzip: the web app imports the zod-free `@mitumba/contracts/plain`, and one import of
 * the main entry would silently bring the schemas along).
 */
export function firstLoadGuard(): Plugin {
  return {
    name: 'mitumba:first-load-guard',
    apply: 'build',
    // A server-rendering build has no browser first load to measure.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // Last of all: Vite's own generateBundle still writes the lazy imports' preload lists into the chunks (~2 KiB).
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = firstLoadChunks(bundle as Record<string, BundleFile>);
        for (const chunk of chunks) {
          if (Object.keys(chunk.modules).some((id) => id.includes('/node_modules/zod/'))) {
            this.warn(`zod is in the first-load chunk ${chunk.fileName}: import from '@mitumba/contracts/plain'`);
          }
        }
        const firstLoad = measureFirstLoad(chunks);
        const { over, line } = budgetVerdict(firstLoad, budgetKib());
        if (over) {
          const files = firstLoad.files.map((file) => `  ${(file.gzipBytes / 1024).toFixed(1).padStart(6)} KiB  ${file.fileName}`).join('\n');
          this.error(`${line}\n${files}\nCut the first load, or raise FIRST_LOAD_BUDGET_KIB in apps/web/first-load-guard.ts with a reason.`);
        }
        console.log(line);
      },
    },
  };
}
