import { describe, expect, it } from 'vitest';
import { moveStylesheetsFirst } from './stylesheet-first.ts';

const built = [
  '<head>',
  '    <title>Mitumba</title>',
  '    <script type="module" crossorigin src="/assets/index.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
  '  </head>',
].join('\n');

describe('moveStylesheetsFirst', () => {
  it('puts the stylesheet before the module script and its preloads, once', () => {
    const html = moveStylesheetsFirst(built);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html.indexOf('index.css')).toBeLessThan(html.indexOf('index.js'));
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('index.css'));
  });

  it('leaves a page without a stylesheet or without a module script as it is', () => {
    const noCss = built.replace(/\s*<link rel="stylesheet"[^>]*>/, '');
    expect(moveStylesheetsFirst(noCss)).toBe(noCss);
    const noScript = built.replace(/\s*<script[^>]*><\/script>/, '');
    expect(moveStylesheetsFirst(noScript)).toBe(noScript);
  });
});
