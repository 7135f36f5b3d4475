import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewEntryCheck, sameSitePath } from '../../server/preview/entry.ts';

const link = (query: Record<string, string>) =>
  new URL(`http://site.example/api/preview/enable?${new URLSearchParams(query)}`);

describe('preview links', () => {
  it('keep the page to open on this site', () => {
    expect(sameSitePath('/courses/tlif0025?type=x#units')).toBe('/courses/tlif0025?type=x#units');
    for (const elsewhere of [null, '', 'courses', '//evil.example', '/\\evil.example', 'https://evil.example/x']) {
      expect(sameSitePath(elsewhere), String(elsewhere)).toBe('/');
    }
  });

  it('open with PREVIEW_SECRET only, and never without one configured', async () => {
    const check = createPreviewEntryCheck({ secret: 'the-configured-preview-secret', client: null });
    expect(await check(link({ secret: 'the-configured-preview-secret', redirect: '/about' }))).toBe('/about');
    expect(await check(link({ secret: 'the-configured-preview-secret' }))).toBe('/');
    expect(await check(link({ secret: 'the-configured-preview-secre' }))).toBeNull();
    expect(await check(link({ redirect: '/about' }))).toBeNull();
    const unconfigured = createPreviewEntryCheck({ secret: undefined, client: null });
    expect(await unconfigured(link({ secret: '' }))).toBeNull();
    expect(await unconfigured(link({ 'sanity-preview-secret': 'anything' }))).toBeNull();
  });

  describe('from the Presentation tool of a live project', () => {
    const stored = {
      _id: 'sanity-preview-url-secret.abc',
      _updatedAt: new Date().toISOString(),
      secret: 'studio-made-secret',
      studioUrl: 'https://studio.example',
    };
    let server: Server;
    let apiHost: string;
    const asked: string[] = [];

    // Stands in for the Content Lake on loopback: answers the secret lookup the library makes.
    beforeAll(async () => {
      server = createServer((request, response) => {
        const url = new URL(request.url ?? '/', 'http://127.0.0.1');
        asked.push(request.headers.authorization ?? '');
        const secret = JSON.parse(url.searchParams.get('$secret') ?? 'null') as string;
        const result = { private: secret === stored.secret ? stored : null, public: null };
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ result, ms: 1 }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('open with the secret the Studio stored, to the page it names, checked with the read token', async () => {
      const client = createClient({
        projectId: 'abc123',
        dataset: 'production',
        apiVersion: '2025-02-19',
        token: 'read-token',
        apiHost,
        useProjectHostname: false,
        useCdn: false,
      });
      const check = createPreviewEntryCheck({ secret: undefined, client });
      const entry = { 'sanity-preview-secret': stored.secret, 'sanity-preview-pathname': '/courses/tlif0025' };
      expect(await check(link(entry))).toMatch(/^\/courses\/tlif0025/);
      expect(await check(link({ ...entry, 'sanity-preview-secret': 'guessed' }))).toBeNull();
      expect(asked).toEqual(['Bearer read-token', 'Bearer read-token']);
    });
  });
});
