import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeOf } from '../../contracts/routes.ts';
import { staticHostRedirectsFile } from '../../src/integrations/static-host-redirects.ts';
import { loadCollection } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE } from '../../src/content/local-dataset.node.ts';
import {
  fromPathProblem,
  redirectProblems,
  resolveRedirects,
  toPathProblem,
  type Redirect,
} from '../../contracts/redirects/rules.ts';
import {
  parseRedirectTable,
  REDIRECTS_TABLE_PATH,
  redirectFor,
  STATIC_HOST_REDIRECTS_FILE,
  staticHostRedirects,
} from '../../contracts/redirects/table.ts';
import { fixedPageAt } from '../../contracts/redirects/site-pages.ts';
import { validateBackend } from './sanity-validation.ts';

const hop = (id: string, from: string, to: string, permanent = true): Redirect => ({ id, from, to, permanent });

/** The seed with redirect documents added, as a coordinator would publish them in the Studio. */
function seedWithRedirects(redirects: { id: string; from: string; to?: string; ref?: string; permanent?: boolean }[]) {
  const backend = createLocalBackend(DEFAULT_DATASET_FILE);
  const { documents } = backend.dataset();
  for (const { id, from, to, ref, permanent = true } of redirects)
    documents.push({
      _id: id,
      _type: 'redirect',
      _createdAt: '2026-01-01T00:00:00Z',
      _updatedAt: '2026-01-01T00:00:00Z',
      _rev: 'r1',
      from,
      to: ref ? { reference: { _type: 'reference', _ref: ref } } : { path: to },
      permanent,
    });
  return backend;
}

async function buildError(backend: ReturnType<typeof createLocalBackend>) {
  try {
    await loadCollection(backend, 'redirects');
  } catch (error) {
    return (error as Error).message;
  }
  return null;
}

describe('redirects a coordinator makes', () => {
  it('are served in one hop: a chain goes straight to its end, 301 only when every hop is for good', () => {
    const table = resolveRedirects([hop('r-a', '/a', '/b'), hop('r-b', '/b', '/c?x=1'), hop('r-d', '/d', '/a', false)]);
    expect(table).toEqual([
      { id: 'r-a', from: '/a', to: '/c?x=1', status: 301 },
      { id: 'r-b', from: '/b', to: '/c?x=1', status: 301 },
      { id: 'r-d', from: '/d', to: '/c?x=1', status: 302 },
    ]);
    expect(staticHostRedirects({ redirects: table })).toBe('/a /c?x=1 301\n/b /c?x=1 301\n/d /c?x=1 302\n');
  });

  it('refuses a loop and a "from" given twice, naming the redirect documents', () => {
    const loop = [hop('r-a', '/a', '/b'), hop('r-b', '/b', '/a'), hop('r-x', '/x', '/a')];
    expect(redirectProblems(loop)).toContain(
      'These redirects go round in a circle: /a (redirect "r-a") → /b (redirect "r-b") → /a (redirect "r-a"). Change where one of them goes.',
    );
    expect(() => resolveRedirects(loop)).toThrow(/go round in a circle/);
    expect(redirectProblems([hop('r-self', '/a', '/a#top')])).toHaveLength(1);
    expect(redirectProblems([hop('r-1', '/old', '/new'), hop('r-2', '/old', '/other')])).toEqual([
      'redirect "r-2": /old is already redirected by redirect "r-1": keep one of the two',
    ]);
  });

  it('takes a path of the site, never a domain, a query or a slash at the end', () => {
    expect(fromPathProblem('/courses/tli40319')).toBeNull();
    expect(fromPathProblem('https://example.com/a')).toMatch(/Start the old address with \//);
    expect(fromPathProblem('/enrol?x=1')).toMatch(/without \? or #/);
    expect(fromPathProblem('/enrol/')).toMatch(/Leave off the \//);
    expect(fromPathProblem('/a//b')).toMatch(/letters, digits/);
    expect(toPathProblem('/courses?type=qualification#all-courses')).toBeNull();
    expect(toPathProblem('//evil.example/x')).not.toBeNull();
    expect(toPathProblem('https://evil.example/x')).not.toBeNull();
  });

  it('looks a request up as the publisher does: with or without a slash at the end, keeping its query', () => {
    const lookup = new Map(resolveRedirects([hop('r', '/old', '/new')]).map((entry) => [entry.from, entry]));
    const at = (path: string) => redirectFor(lookup, new URL(path, 'http://site'));
    expect(at('/old')).toEqual({ location: '/new', status: 301 });
    expect(at('/old/')).toEqual({ location: '/new', status: 301 });
    expect(at('/old?utm_source=mail')).toEqual({ location: '/new?utm_source=mail', status: 301 });
    expect(at('/older')).toBeNull();
  });

  it('reads back only a table the build writes', () => {
    const table = { redirects: resolveRedirects([hop('r', '/old', '/new')]) };
    expect(parseRedirectTable(JSON.stringify(table))).toEqual(table);
    expect(() =>
      parseRedirectTable(JSON.stringify({ redirects: [{ from: '/a', to: '//evil', status: 301 }] })),
    ).toThrow();
  });

  it('knows the fixed pages a redirect would hide, and leaves old course addresses free', () => {
    expect(fixedPageAt('/get-in-touch')).toBe('the page /get-in-touch');
    expect(fixedPageAt('/account/sign-in')).toMatch(/in \/account/);
    expect(fixedPageAt('/courses/tli40319')).toBeNull();
    expect(fixedPageAt('/enrol')).toBeNull();
  });

  it('the Studio knows every page of src/pages that no document makes', async () => {
    const files = await readdir(join(import.meta.dirname, '../../src/pages'), { recursive: true });
    const fixed = files
      .filter((file) => /\.(astro|ts)$/.test(file) && !file.includes('['))
      .map((file) => routeOf(`/${file.replace(/(\/?index)?\.(astro|ts)$/, '')}`));
    expect(fixed.length).toBeGreaterThan(10);
    expect(fixed.filter((path) => fixedPageAt(path) === null)).toEqual([]);
  });
});

describe('the redirect table after the build', () => {
  async function builtSite(redirects: Redirect[]) {
    const out = await mkdtemp(join(tmpdir(), 'northwind-redirects-'));
    await writeFile(join(out, 'about.html'), '<!doctype html><title>About</title>');
    await writeFile(join(out, REDIRECTS_TABLE_PATH), JSON.stringify({ redirects: resolveRedirects(redirects) }));
    const done = staticHostRedirectsFile().hooks['astro:build:done'] as (options: { dir: URL }) => Promise<void>;
    return { out, run: () => done({ dir: pathToFileURL(`${out}/`) }), remove: () => rm(out, { recursive: true }) };
  }

  it('writes _redirects for static hosts, showing the apply page at every address of an application', async () => {
    const site = await builtSite([hop('r-a', '/a', '/b'), hop('r-b', '/b', '/about')]);
    await site.run();
    expect(await readFile(join(site.out, STATIC_HOST_REDIRECTS_FILE), 'utf8')).toBe(
      '/a /about 301\n/b /about 301\n/apply/* /apply 200\n',
    );
    await site.remove();
  });

  it('stops the build on a redirect from a page it built, naming the redirect', async () => {
    const site = await builtSite([hop('redirect-about', '/about', '/courses')]);
    await expect(site.run()).rejects.toThrow(
      'redirect "redirect-about": /about is the page /about, which the site still publishes',
    );
    await site.remove();
  });
});

describe('redirect documents in the Studio and the build', () => {
  it('a loop is refused by the Studio and stops the build, naming the documents', async () => {
    const backend = seedWithRedirects([
      { id: 'redirect-a', from: '/a', to: '/b' },
      { id: 'redirect-b', from: '/b', to: '/a' },
    ]);
    const problems = await validateBackend(backend, ['redirect-b']);
    expect(problems).toContainEqual(
      expect.objectContaining({
        id: 'redirect-b',
        message: expect.stringContaining('/b (redirect "redirect-b") → /a (redirect "redirect-a") → /b') as string,
      }),
    );
    expect(await buildError(backend)).toContain('/a (redirect "redirect-a") → /b (redirect "redirect-b") → /a');
  });

  it('the Studio refuses a "from" given twice or one that is a live page', async () => {
    const backend = seedWithRedirects([
      { id: 'redirect-1', from: '/enrol', to: '/courses' },
      { id: 'redirect-2', from: '/enrol', to: '/about' },
      { id: 'redirect-3', from: '/courses/tli40324', to: '/courses' },
      { id: 'redirect-4', from: '/about', to: '/courses' },
      { id: 'redirect-5', from: '/certificate-3-guarantee', to: '/courses' },
    ]);
    const messages = async (id: string) => (await validateBackend(backend, [id])).map((problem) => problem.message);
    expect(await messages('redirect-2')).toContain(
      '/enrol is already redirected by redirect "redirect-1": keep one of the two',
    );
    expect(await messages('redirect-3')).toContain(
      '/courses/tli40324 is the page of course TLI40324, which the site still publishes: a redirect would hide it',
    );
    expect(await messages('redirect-4')).toContain(
      '/about is the page /about, which the site still publishes: a redirect would hide it',
    );
    expect(await messages('redirect-5')).toContain(
      '/certificate-3-guarantee is the page "Certificate 3 Guarantee", which the site still publishes: a redirect would hide it',
    );
    expect(await buildError(backend)).toContain(
      'redirect "redirect-2": /enrol is already redirected by redirect "redirect-1"',
    );
  });

  it('a redirect to a page document follows its address, and one to an unpublished page stops the build', async () => {
    const good = seedWithRedirects([{ id: 'redirect-c', from: '/cert-iv', ref: 'course-tli40324' }]);
    expect(await validateBackend(good, ['redirect-c'])).toEqual([]);
    const [loaded] = await loadCollection(good, 'redirects');
    expect(loaded).toMatchObject({ from: '/cert-iv', to: '/courses/tli40324', permanent: true });
    const broken = seedWithRedirects([{ id: 'redirect-gone', from: '/gone', ref: 'course-no-such' }]);
    expect(await buildError(broken)).toContain('redirect "redirect-gone", field "to.reference"');
  });
});
