import type { Plugin } from 'vite';

/**
 * Warns when zod reaches the JavaScript loaded by the first page (~27 KB gzip): the web app imports the
 * zod-free `@mitumba/contracts/plain`, and one import of the main entry would silently bring the schemas along.
 */
export function firstLoadGuard(): Plugin {
  return {
    name: 'mitumba:first-load-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])));
      const seen = new Set<string>();
      const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      while (queue.length > 0) {
        const chunk = chunks.get(queue.pop()!);
        if (!chunk || seen.has(chunk.fileName)) continue;
        seen.add(chunk.fileName);
        if (Object.keys(chunk.modules).some((id) => id.includes('/node_modules/zod/'))) {
          this.warn(`zod is in the first-load chunk ${chunk.fileName}: import from '@mitumba/contracts/plain'`);
        }
        queue.push(...chunk.imports);
      }
    },
  };
}
