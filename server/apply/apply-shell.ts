import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  APPLY_DATA_PATH,
  APPLY_MAIN_MARK,
  APPLY_SHELL_PATH,
  type ApplyData,
} from '../../contracts/applications/apply-routes.ts';
import { escapeHtml } from '../forms/form-page.ts';
import { releasePage } from '../forms/form-answers.ts';
import type { Release } from '../releases/releases.ts';
import type { ApplyPage } from './apply-pages.ts';

const MAIN = /(<main\b[^>]*>)[\s\S]*(<\/main>)/;

const meta = (attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="[^"]*"\\s*/?>`);
/** The shell's head tags a page gives its own values to. */
const HEAD = {
  description: meta('name', 'description'),
  robots: meta('name', 'robots'),
  ogTitle: meta('property', 'og:title'),
  ogDescription: meta('property', 'og:description'),
  ogUrl: meta('property', 'og:url'),
};

/**
 * A question page in the site's shell: the built apply page (its header, footer, styles and policy) with the
 * step in its main area, and its own title, description and address in the head, where the shell's are those of
 * the static host's page ("cannot take applications online"). A page with a canonical address loses the shell's
 * noindex. Before the first build, or with a build that has no apply page, a bare page with the same content.
 */
export async function pageInShell(release: Release | null, page: ApplyPage): Promise<string> {
  const shell = await releasePage(release, APPLY_SHELL_PATH);
  if (!shell || !shell.includes(APPLY_MAIN_MARK) || !MAIN.test(shell))
    return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)}</title></head><body><main>${page.body}</main></body></html>`;
  // The site's suffix (" | Northwind Training") stays: only the page's own part of the title changes.
  const suffix = /<title>[^<]*?(\s\|\s[^<|]*)<\/title>/.exec(shell)?.[1] ?? '';
  const title = `${escapeHtml(page.title)}${suffix}`;
  const description = escapeHtml(page.description ?? page.title);
  const shellUrl = /<meta property="og:url" content="([^"]*)"/.exec(shell)?.[1];
  const url = shellUrl && page.canonicalPath ? escapeHtml(new URL(page.canonicalPath, shellUrl).href) : undefined;
  const head = shell
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(HEAD.description, `<meta name="description" content="${description}">`)
    .replace(HEAD.ogTitle, `<meta property="og:title" content="${title}">`)
    .replace(HEAD.ogDescription, `<meta property="og:description" content="${description}">`);
  const addressed = url
    ? head
        .replace(HEAD.robots, `<link rel="canonical" href="${url}">`)
        .replace(HEAD.ogUrl, `<meta property="og:url" content="${url}">`)
    : head;
  return addressed.replace(MAIN, (_, open: string, close: string) => `${open}${page.body}${close}`);
}

const loaded = new Map<string, Promise<ApplyData | null>>();

/** The courses open for applications, as the live release's build wrote them; read once per release. */
export function applyData(release: Release | null): Promise<ApplyData | null> {
  if (!release) return Promise.resolve(null);
  // By folder, not id: ids are times to the millisecond, and two publishers in one process may share one.
  let data = loaded.get(release.dir);
  if (!data) {
    data = readFile(join(release.dir, APPLY_DATA_PATH.slice(1)), 'utf8').then(
      (text) => JSON.parse(text) as ApplyData,
      () => null,
    );
    loaded.clear();
    loaded.set(release.dir, data);
  }
  return data;
}
