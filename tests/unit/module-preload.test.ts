import { describe, expect, it } from 'vitest';
import { staticImports, withModulePreloads } from '../../src/integrations/module-preload/static-imports.ts';

describe('the modules a built script imports before it runs', () => {
  it('are its import and export … from statements, never an import() it calls later', () => {
    const code =
      'import{t as e}from"./anchor-navigation.js";import"./side-effect.js";export{n}from"./shortlist.js";' +
      'const d=["_astro/search-dialog.js"];e(()=>import(`./search-dialog.js`));import("./later.js")';
    expect(staticImports(code)).toEqual(['./anchor-navigation.js', './side-effect.js', './shortlist.js']);
  });
});

describe('a page with its scripts’ imports preloaded', () => {
  const imports: Record<string, string[]> = {
    '/_astro/header.js': ['/_astro/shortlist.js', '/_astro/anchor.js'],
    '/_astro/shortlist.js': ['/_astro/routes.js'],
    '/_astro/toaster.js': ['/_astro/routes.js', '/_astro/toasts.js'],
  };
  const importsOf = (address: string) => [...(imports[address] ?? [])];
  const page =
    '<head><script type="module" src="/_astro/header.js"></script>' +
    '<script type="module" src="/_astro/toaster.js"></script><script type="module">print()</script></head>';

  it('names every module each script imports, however deep, once, before the script', () => {
    expect(withModulePreloads(page, importsOf)).toBe(
      '<head><link rel="modulepreload" href="/_astro/shortlist.js"><link rel="modulepreload" href="/_astro/anchor.js">' +
        '<link rel="modulepreload" href="/_astro/routes.js"><script type="module" src="/_astro/header.js"></script>' +
        '<link rel="modulepreload" href="/_astro/toasts.js"><script type="module" src="/_astro/toaster.js"></script>' +
        '<script type="module">print()</script></head>',
    );
  });

  it('leaves a page whose scripts import nothing as it was', () => {
    const plain = '<script type="module" src="/_astro/plain.js"></script>';
    expect(withModulePreloads(plain, importsOf)).toBe(plain);
  });
});
