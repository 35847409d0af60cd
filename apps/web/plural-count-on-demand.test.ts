import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPluralCountOnDemand } from './plural-count-on-demand.ts';

const require = createRequire(import.meta.url);
const linguiCore = path.join(path.dirname(require.resolve('@lingui/core/package.json')), 'dist', 'index.mjs');

describe('formatPluralCountOnDemand', () => {
  it("changes Lingui's plural count formatting in one place: only when the chosen branch shows the count", () => {
    const original = readFileSync(linguiCore, 'utf8');
    const patched = formatPluralCountOnDemand(original);
    expect(patched).not.toBe(original);
    expect(patched.split('if (!message.includes(OCTOTHORPE_PH)) return message;')).toHaveLength(2);
  });

  it('refuses a Lingui whose code is not the one it knows', () => {
    expect(() => formatPluralCountOnDemand('export const nothing = 1;')).toThrow(/review this patch/);
  });
});
