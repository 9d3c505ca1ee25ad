import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const rootDir = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: rootDir });

/** The messages of one rule of the project's ESLint config for `code` as if it were the file at `path`. */
async function lint(path: string, code: string, rule = 'no-restricted-syntax'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(rootDir, path) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

// Loading the project's config (typescript-eslint, react-hooks, jsx-a11y) takes seconds on a busy machine.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: join(rootDir, 'scripts/warm-up.ts') });
}, 120_000);

describe('the lint rule against rendering server text as HTML', { timeout: 30_000 }, () => {
  it('rejects dangerouslySetInnerHTML in JSX', async () => {
    const messages = await lint(
      'apps/account/src/Bio.tsx',
      'export function Bio({ html }: { html: string }) {\n  return <div dangerouslySetInnerHTML={{ __html: html }} />;\n}\n',
    );
    expect(messages).toEqual(['Never render server text as HTML: use text nodes.']);
  });

  it('rejects dangerouslySetInnerHTML passed to createElement, even in a test', async () => {
    const messages = await lint(
      'packages/ui/src/Bio.test.tsx',
      "import { createElement } from 'react';\nexport const bio = (html: string) => createElement('div', { dangerouslySetInnerHTML: { __html: html } });\n",
    );
    expect(messages).toEqual(['Never render server text as HTML: use text nodes.']);
  });

  it('rejects writing HTML strings into the DOM from shipped code', async () => {
    const messages = await lint(
      'packages/ui/src/banner.ts',
      "export function show(el: HTMLElement, text: string) {\n  el.innerHTML = text;\n  el.insertAdjacentHTML('beforeend', text);\n}\n",
    );
    expect(messages).toHaveLength(2);
  });

  it('accepts text nodes', async () => {
    const messages = await lint(
      'apps/account/src/Bio.tsx',
      'export function Bio({ text }: { text: string }) {\n  return <p>{text}</p>;\n}\n',
    );
    expect(messages).toEqual([]);
  });
});

describe("the lint rule against importing another workspace's src/", { timeout: 30_000 }, () => {
  const refused = 'Import the workspace by its package name (@portail/…), not a file of its src/.';
  const imports = (path: string, specifier: string) =>
    lint(path, `import { x } from '${specifier}';\nexport { x };\n`, 'no-restricted-imports');

  it.each([
    ['scripts/bench-soak.ts', '../packages/contracts/src/runtime-config.ts'],
    ['e2e/engines/launch.ts', '../../packages/contracts/src/runtime-config.ts'],
    ['e2e/identity.spec.ts', '../services/local/src/members/demo-member-seeds.ts'],
    ['interop/start-stack.ts', '../services/local/src/index.ts'],
    ['apps/portal/src/member/header.ts', '../../../../packages/regions/src/selection.ts'],
    ['packages/ui/src/fields/x.ts', '../../../contracts/src/field-rules.ts'],
    ['services/local/src/api/x.ts', '@portail/contracts/src/field-rules.ts'],
  ])('refuses, in %s, an import of %s', async (path, specifier) => {
    expect(await imports(path, specifier)).toEqual([
      `'${specifier}' import is restricted from being used by a pattern. ${refused}`,
    ]);
  });

  it.each([
    ['scripts/bench-soak.ts', '@portail/contracts'],
    ['interop/oidc-and-graphql.interop.ts', '@portail/local-services/idp-testing'],
    ['packages/ui/src/fields/x.ts', '../format.ts'],
    ['apps/portal/vite.config.ts', './src/sw/build-service-worker.ts'],
  ])('accepts, in %s, an import of %s', async (path, specifier) => {
    expect(await imports(path, specifier)).toEqual([]);
  });
});

// eslint-plugin-jsx-a11y 6.10 declares ESLint ≤ 9 as its peer; package.json's `overrides` lets it
// run on ESLint 10 (README, « Dependencies »). These show that its rules, and the hooks rules, still
// report on the apps' components.
describe('the accessibility and hooks rules of the components', { timeout: 30_000 }, () => {
  it('reports an image without a text alternative (jsx-a11y)', async () => {
    const messages = await lint(
      'apps/portal/src/Logo.tsx',
      'export function Logo() {\n  return <img src="/logo.svg" />;\n}\n',
      'jsx-a11y/alt-text',
    );
    expect(messages).toHaveLength(1);
  });

  it('reports a hook called under a condition (react-hooks)', async () => {
    const messages = await lint(
      'packages/ui/src/Toggle.tsx',
      "import { useState } from 'react';\nexport function Toggle({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
      'react-hooks/rules-of-hooks',
    );
    expect(messages).toHaveLength(1);
  });
});
