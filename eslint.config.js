import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Sub-folders of a directory, for the boundary rules below. */
function foldersIn(directory) {
  try {
    return readdirSync(new URL(directory, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * Boundaries: a web feature uses another feature only through that feature's index (not its internals), and an API
 * module uses another module through its service, never its repo (DESIGN §3, §6).
 */
const webFeatures = foldersIn('./apps/web/src/features');
const webBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: webFeatures
        .filter((other) => other !== feature)
        .map((other) => ({
          group: [`**/features/${other}/*/**`, `../${other}/*/**`, `../../${other}/*/**`, `../../../${other}/*/**`],
          message: `Import the ${other} feature through its index, not its internals.`,
        })),
    }],
  },
}));
const apiBoundaries = {
  files: ['apps/api/src/modules/**/*.ts'],
  ignores: ['apps/api/src/modules/**/*.test.ts'],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [{ group: ['../*/*.repo.ts', '../*/*.repo'], message: 'Use the other module through its service, not its repo.' }],
    }],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'data/**', '.tmp/**', 'e2e/artifacts/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  ...webBoundaries,
  apiBoundaries,
);
