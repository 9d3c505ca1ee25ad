// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Server text is never rendered as HTML (SPEC security rules): React's escape hatch is forbidden
// everywhere, in JSX and in createElement props alike.
const noDangerousHtml = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Never render server text as HTML: use text nodes.',
  },
  {
    selector: "Property[key.name='dangerouslySetInnerHTML']",
    message: 'Never render server text as HTML: use text nodes.',
  },
];
// In shipped code the DOM's HTML sinks are forbidden too (tests may build fixtures with them).
const noHtmlSinks = [
  {
    selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
    message: 'Never write HTML strings into the DOM: create elements and text nodes.',
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(insertAdjacentHTML|write|writeln)$/][callee.object.name='document'], CallExpression[callee.property.name='insertAdjacentHTML']",
    message: 'Never write HTML strings into the DOM: create elements and text nodes.',
  },
];

// A workspace uses another only through its package name and `exports` (`@portail/x`), never by
// reaching into its `src/`: a package's `src/index.ts` is its whole public surface (ARCHITECTURE.md).
const noImportsIntoAnotherSrc = {
  patterns: [
    {
      // Inside a workspace no import names a `src/` folder (its files import each other from within
      // it; only its own config beside it says `./src/`).
      group: ['**/src/**', '!./src/**'],
      message: 'Import the workspace by its package name (@portail/…), not a file of its src/.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', ...noDangerousHtml],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'services/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...noDangerousHtml, ...noHtmlSinks] },
  },
  // Tree-wide: the root's scripts, e2e and interop use the workspaces by name too.
  { rules: { 'no-restricted-imports': ['error', noImportsIntoAnotherSrc] } },
  {
    files: ['apps/**/*.tsx', 'packages/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
);
