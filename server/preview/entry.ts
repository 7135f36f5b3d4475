import { createHash, timingSafeEqual } from 'node:crypto';
import type { SanityClient } from '@sanity/client';
import {
  urlSearchParamPreviewPathname,
  urlSearchParamPreviewSecret,
  validatePreviewUrl,
} from '@sanity/preview-url-secret';
import { PREVIEW_REDIRECT_PARAM, PREVIEW_SECRET_PARAM } from '../../contracts/preview/protocol.ts';

export interface PreviewEntryOptions {
  /** PREVIEW_SECRET: a fixed secret for preview links (the only way in with the embedded dataset). */
  secret: string | undefined;
  /** A live project's client with a read token: checks the Presentation tool's short-lived secrets. */
  client: SanityClient | null;
}

/** Where a valid entry goes, or null for a refused one. */
export type PreviewEntryCheck = (url: URL) => Promise<string | null>;

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Compares digests, so neither the content nor the length of the secret leaks through timing. */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/**
 * A path on this site: never another origin, whatever was asked. The target is checked after URL normalisation,
 * because "/.//host" and "/a/..//host" become "//host", which a browser reads as another origin.
 */
export function sameSitePath(requested: string | null | undefined): string {
  if (!requested || !requested.startsWith('/') || requested.includes('\\')) return '/';
  const url = new URL(requested, 'http://site.invalid');
  const path = url.pathname;
  if (url.origin !== 'http://site.invalid' || !path.startsWith('/') || path.startsWith('//')) return '/';
  return `${path}${url.search}${url.hash}`;
}

/**
 * Checks a preview link: our own `secret` against PREVIEW_SECRET in constant time, or the Presentation
 * tool's `sanity-preview-secret` against the secret it stored in the live dataset.
 */
export function createPreviewEntryCheck({ secret, client }: PreviewEntryOptions): PreviewEntryCheck {
  return async (url) => {
    const own = url.searchParams.get(PREVIEW_SECRET_PARAM);
    if (own !== null) {
      return secret && sameSecret(own, secret) ? sameSitePath(url.searchParams.get(PREVIEW_REDIRECT_PARAM)) : null;
    }
    if (client && url.searchParams.get(urlSearchParamPreviewSecret)) {
      const { isValid, redirectTo } = await validatePreviewUrl(client, url.href);
      return isValid ? sameSitePath(redirectTo ?? url.searchParams.get(urlSearchParamPreviewPathname)) : null;
    }
    return null;
  };
}
