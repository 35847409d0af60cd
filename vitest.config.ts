import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take minutes each (every route fuzzed or swept): started first, so that they do not run alone at the
 * end while the other workers idle. Vitest orders files by their last run's duration, but a clean clone (CI) has no
 * such record and falls back to file size, which puts these short files last.
 */
const longestFirst = ['apps/api/src/security/fuzz.api.test.ts', 'apps/api/src/security/access-sweep.api.test.ts'];

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const rank = (spec: TestSpecification) => {
      const long = longestFirst.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return projects.indexOf(spec.project.name) * 1000 + (long === -1 ? 999 : long);
    };
    return sorted.map((spec, index) => ({ spec, index })).sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index).map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine, which then idles
    // while API tests wait on the database server, timers and sockets. At least two (decision 0026).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'apps/web/*.test.ts', 'packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/sandbox/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each API test file builds its own app on its own database (nothing of ours lives in module state), so a
          // worker keeps the modules it has loaded between files: the API suite ran in 193 s instead of 285 s on
          // PostgreSQL, a quarter of it had gone to importing the app again for every file.
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // A worker keeps its jsdom and loaded modules between files, as the node project does: the 108 files took
          // 303 s alone on two cores with a new jsdom and React and the app imported again for every file, 45 s
          // without (decision 0052). Nothing of ours is mocked by module; what a file stubs is undone after it
          // (src/test/setup.ts).
          isolate: false,
          // One worker, after the API files (groupOrder 1): as these files ran before, one at a time, now without a
          // new jsdom each. Their user-event steps are timed by the 5 s test limit: two workers beside a busy machine
          // failed three of them in one run.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
