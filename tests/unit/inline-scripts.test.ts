import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleInlineScript } from '../../src/integrations/inline-scripts/bundle-inline-script.ts';
import { withBuiltModules } from '../../src/integrations/lazy-modules/built-addresses.ts';
import { inlineScriptBytes } from '../../scripts/bench/inline-script-bytes.ts';

describe('a script bundled to be carried inline', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'inline-script-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is the header script and all it imports as one classic script, which an inline <script> can run', async () => {
    const code = await bundleInlineScript('src/scripts/header.ts');
    // A module's import, export or import.meta would not compile as a classic script.
    expect(() => new Script(code)).not.toThrow();
    expect(code).toContain('data-shortlist');
  });

  it('runs its imports in place, before its own statements', async () => {
    await writeFile(join(dir, 'say.ts'), 'export const say = (text: string) => (globalThis as any).said.push(text);\n');
    await writeFile(join(dir, 'entry.ts'), "import { say } from './say';\nsay('one');\nsay('two');\n");
    const said: string[] = [];
    new Script(await bundleInlineScript(join(dir, 'entry.ts'))).runInNewContext({ said });
    expect(said).toEqual(['one', 'two']);
  });
});

describe('a page naming a module it loads on first use', () => {
  const built = new Map([['/src/scripts/search-dialog.ts', '/_astro/search-dialog.AbC123.js']]);

  it('names the built file instead of the source, which only astro dev serves', () => {
    expect(withBuiltModules('<dialog data-search-dialog data-module="/src/scripts/search-dialog.ts">', built)).toBe(
      '<dialog data-search-dialog data-module="/_astro/search-dialog.AbC123.js">',
    );
  });

  it('refuses a source the build did not bundle, naming it', () => {
    expect(() => withBuiltModules('<div data-module="/src/scripts/quiz.ts">', built)).toThrow('/src/scripts/quiz.ts');
  });

  it('leaves a page without such modules as it was', () => {
    const page = '<p data-modules="/src/x.ts">text</p>';
    expect(withBuiltModules(page, built)).toBe(page);
  });
});

describe('the JavaScript a page carries inline, as the byte budgets count it', () => {
  const page = (head: string, body: string) =>
    `<!doctype html><html><head>${head}</head><body>${'<p>Northwind Training course text.</p>'.repeat(200)}${body}</body></html>`;
  const code = (name: string) =>
    `document.querySelectorAll('[data-${name}]').forEach((element, index) => element.setAttribute('data-${name}-index', String(index * 7919)));`;

  it('counts the scripts that run, not JSON-LD, JSON or a script file', () => {
    const data =
      `<script type="application/ld+json">${JSON.stringify({ name: code('json-ld') })}</script>` +
      `<script type="application/json" id="slugs">${JSON.stringify([code('json')])}</script>` +
      '<script type="module" src="/_astro/page.js"></script>';
    expect(inlineScriptBytes(page(data, ''))).toBe(0);
    expect(inlineScriptBytes(page(data, `<script>${code('menu')}</script>`))).toBeGreaterThan(0);
    expect(inlineScriptBytes(page(data, `<script type="module">${code('print')}</script>`))).toBeGreaterThan(0);
  });

  it('weighs the scripts alone: markup around them changes nothing', () => {
    const scripts = `<script>${code('menu')}</script><astro-island uid="ZKtcnT"></astro-island><script>${code('print')}</script>`;
    expect(inlineScriptBytes(page('', scripts))).toBe(
      inlineScriptBytes(page('<meta name="other">', scripts.replace('ZKtcnT', '2afDFJ'))),
    );
  });

  it('grows with the code a page carries', () => {
    const one = inlineScriptBytes(page('', `<script>${code('menu')}</script>`));
    const two = inlineScriptBytes(page('', `<script>${code('menu')}</script><script>${code('shortlist')}</script>`));
    expect(two).toBeGreaterThan(one);
  });
});
