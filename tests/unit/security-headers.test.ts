import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CACHE_IMMUTABLE,
  COMMON_SECURITY_HEADERS,
  contentSecurityPolicy,
  cspDirectives,
  cspScriptSources,
  cspStyleSources,
  fallbackPageCsp,
  HSTS,
  pageCspFromHtml,
  unitePolicies,
} from '../../contracts/security/headers.ts';
import { staticHostHeaders } from '../../contracts/security/static-host-headers.ts';
import { createStaticSite } from '../../server/releases/static-server.ts';

const page = (policy: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${policy}"></head></html>`;

describe('the Content-Security-Policy', () => {
  it('allows analytics only when a container is configured, and never inline scripts', () => {
    const without = [...cspDirectives({ analytics: false }), ...cspScriptSources({ analytics: false })].join(' ');
    const withGtm = [...cspDirectives({ analytics: true }), ...cspScriptSources({ analytics: true })].join(' ');
    expect(without).not.toContain('googletagmanager');
    expect(withGtm).toContain('https://www.googletagmanager.com');
    expect(cspScriptSources({ analytics: true })).not.toContain("'unsafe-inline'");
  });

  it("allows search's WebAssembly with 'wasm-unsafe-eval' and never any eval of JavaScript", () => {
    const sources = cspScriptSources({ analytics: false });
    expect(sources).toContain("'wasm-unsafe-eval'");
    expect(sources).not.toContain("'unsafe-eval'");
    expect(sources).not.toContain("'unsafe-inline'");
  });

  it("sends a page's own policy with framing forbidden, which a <meta> cannot say", () => {
    const policy = pageCspFromHtml(page("default-src 'self';script-src 'self' 'sha256-abc';"));
    expect(policy).toBe("default-src 'self';script-src 'self' 'sha256-abc';");
    expect(contentSecurityPolicy('page', policy!)).toBe(
      "default-src 'self';script-src 'self' 'sha256-abc'; frame-ancestors 'none'",
    );
    expect(pageCspFromHtml('<html><head></head></html>')).toBeNull();
  });

  it("unites the pages' policies for a static host, source by source", () => {
    expect(unitePolicies(["script-src 'self' 'sha256-a'; img-src 'self'", "script-src 'self' 'sha256-b'"])).toBe(
      "script-src 'self' 'sha256-a' 'sha256-b'; img-src 'self'",
    );
  });
});

describe('headers for other ways of serving the site', () => {
  it('gives a static host every header, one policy for all paths and immutable bundles', () => {
    const file = staticHostHeaders(["script-src 'self' 'sha256-a'", "script-src 'self' 'sha256-b'"]);
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS))
      expect(file).toContain(`  ${name}: ${value}\n`);
    expect(file).toContain(`  Strict-Transport-Security: ${HSTS}\n`);
    expect(file).toContain(
      "  Content-Security-Policy: script-src 'self' 'sha256-a' 'sha256-b'; frame-ancestors 'none'\n",
    );
    expect(file).toMatch(/^\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });

  it("caches Pagefind's hashed chunks as immutable and revalidates its fixed-name files, with one rule per file", () => {
    const file = staticHostHeaders(
      [],
      ['pagefind.js', 'pagefind-entry.json', 'pagefind.en_a8db.pf_meta', 'wasm.en.pagefind'],
    );
    const rules = Object.fromEntries(
      [...file.matchAll(/^(\/pagefind\/\S+)\n {2}Cache-Control: (.+)$/gm)].map((match) => [match[1], match[2]]),
    );
    expect(rules).toEqual({
      '/pagefind/index/*': CACHE_IMMUTABLE,
      '/pagefind/fragment/*': CACHE_IMMUTABLE,
      '/pagefind/filter/*': CACHE_IMMUTABLE,
      '/pagefind/pagefind.en_a8db.pf_meta': CACHE_IMMUTABLE,
      '/pagefind/pagefind.js': 'no-cache',
      '/pagefind/pagefind-entry.json': 'no-cache',
      '/pagefind/wasm.en.pagefind': 'no-cache',
    });
  });

  it("lists in the deployment guide's nginx block exactly the headers the publisher sends", () => {
    const readme = readFileSync('docs/publishing.md', 'utf8');
    const block = /```nginx\n(add_header[\s\S]*?)```/.exec(readme.replace(/^ {2}/gm, ''))?.[1] ?? '';
    const added = Object.fromEntries(
      [...block.matchAll(/add_header ([\w-]+) "([^"]+)" always;/g)].map((match) => [match[1], match[2]]),
    );
    expect(added).toEqual({
      ...COMMON_SECURITY_HEADERS,
      'Content-Security-Policy': contentSecurityPolicy('asset'),
      'Strict-Transport-Security': HSTS,
    });
  });
});

describe('no policy the publisher sends allows inline code or styles, or eval', () => {
  /** What a strict policy never holds ('wasm-unsafe-eval' allows WebAssembly only, never JavaScript). */
  const UNSAFE = /'unsafe-(inline|eval|hashes)'/;

  /** The Content-Security-Policy of each answer of the real static site, public and preview, for a release folder. */
  async function servedPolicies(dir: string) {
    const policies: string[] = [];
    for (const options of [{}, { frameAncestors: 'http://127.0.0.1:3333', cacheControl: 'no-store' }]) {
      const site = createStaticSite(options);
      site.serve({ id: 'r1', dir, createdAt: new Date(0).toISOString() });
      const server = createServer(site.handle);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      for (const path of ['/', '/with-policy', '/no-such-page', '/_astro/site.css']) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`);
        await response.arrayBuffer();
        policies.push(response.headers.get('content-security-policy') ?? `${path}: none`);
      }
      await new Promise((resolve) => server.close(resolve));
    }
    return policies;
  }

  it('for pages with and without their own policy, the 404 page, assets and previews', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'northwind-csp-'));
    try {
      await mkdir(join(dir, '_astro'));
      // A page as Astro writes it (the policy it takes from astro.config.mjs), and pages built without one.
      const astroPolicy = [
        ...cspDirectives({ analytics: true }),
        `script-src ${cspScriptSources({ analytics: true }).join(' ')} 'sha256-abc'`,
        `style-src ${cspStyleSources().join(' ')} 'sha256-def'`,
      ].join(';');
      await writeFile(join(dir, 'with-policy.html'), page(astroPolicy));
      await writeFile(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
      await writeFile(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
      await writeFile(join(dir, '_astro', 'site.css'), 'body{margin:0}');
      const policies = await servedPolicies(dir);
      expect(policies).toHaveLength(8);
      expect(policies.filter((policy) => !policy.includes('style-src')).length).toBe(2);
      expect(policies.filter((policy) => UNSAFE.test(policy))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('for answers that are not pages, and the one header a static host gives every path', () => {
    for (const analytics of [false, true]) expect(fallbackPageCsp({ analytics })).not.toMatch(UNSAFE);
    expect(contentSecurityPolicy('api')).not.toMatch(UNSAFE);
    expect(staticHostHeaders([fallbackPageCsp({ analytics: true })])).not.toMatch(UNSAFE);
  });

  it('and the check itself tells an inline allowance from WebAssembly compilation', () => {
    expect(`style-src 'self' 'unsafe-inline'`).toMatch(UNSAFE);
    expect(`script-src 'self' 'unsafe-eval'`).toMatch(UNSAFE);
    expect(`script-src 'self' 'wasm-unsafe-eval'`).not.toMatch(UNSAFE);
  });
});
