import ts from 'typescript';

/**
 * The storefront folders (under apps/web/src/) whose words all come from the catalogs (decision 0046). A screen converted to
 * messages is added here, and the check in untranslated.test.ts keeps it so.
 */
export const CONVERTED = [
  'app/shell',
  'features/home',
  'features/insights',
  'features/loyalty',
  'features/catalog',
  'features/cart',
  'features/checkout',
  'features/deposits',
  'features/favourites',
  'features/waitlist',
  'features/offers',
  'features/payments',
  'features/orders',
  'features/after-sale',
  'features/account',
  'features/auth',
  'features/chat',
  'features/referrals',
  'features/static-pages',
  'pwa/install-banner.tsx',
  'pwa/offline-bar.tsx',
  'ui/customer-rating.tsx',
  'ui/product-card.tsx',
  'ui/product-grid.tsx',
  'ui/stock-badge.tsx',
];

/** Files inside a converted folder that are not converted yet, each with its reason; the list only shrinks. */
export const NOT_YET: Record<string, string> = {
  'features/checkout/routes/place-order-page.harness.tsx': 'the component tests\' shop data (method names a shop owner writes), not a screen',
};

/** Attributes a shopper reads or hears. */
const SPOKEN_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);
/** Calls whose first argument a shopper reads: toasts and the page title. */
const SPOKEN_CALLS = /^(toast(\.\w+)?|useDocumentTitle)$/;
/** A word: two letters in a row (a lone "×" or "·" is not one). */
const WORDS = /\p{L}{2}/u;

export type Literal = { line: number; text: string };

/** Words written straight into a .tsx file: text between tags, spoken attributes, `{'…'}`, toasts and page titles. */
export function untranslatedLiterals(fileName: string, source: string): Literal[] {
  const kind = fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: Literal[] = [];
  const report = (node: ts.Node, text: string) => {
    if (WORDS.test(text)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  };
  /** A string, or the written parts of a template: `Remove ${name}` says "Remove ". */
  const reportText = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) report(node, node.text);
    else if (ts.isTemplateExpression(node)) report(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '));
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && SPOKEN_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value) reportText(value);
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression))) {
      if (!ts.isJsxAttribute(node.parent)) report(node.expression, node.expression.text);
    } else if (ts.isCallExpression(node) && SPOKEN_CALLS.test(node.expression.getText())) {
      const [first] = node.arguments;
      if (first) reportText(first);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
