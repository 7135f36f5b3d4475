import { createRequire } from 'node:module';

/**
 * The Sanity Studio versions the local lake was checked against. It depends on Studio internals that Sanity
 * may change in any release: the `unstable_clientFactory` source option (beta), the auth store asking
 * `/users/me` through that client, and the HTTP calls of the data API, actions and listen. After a `sanity`
 * upgrade: run the Studio browser tests (they name any call the lake does not answer), then widen this.
 */
export const SUPPORTED_SANITY = { major: 6, minor: 16 };

export function sanityVersionProblem(version: string): string | null {
  const [major, minor] = version.split('.').map(Number);
  if (major === SUPPORTED_SANITY.major && minor === SUPPORTED_SANITY.minor) return null;
  return (
    `The local lake was checked against sanity ${SUPPORTED_SANITY.major}.${SUPPORTED_SANITY.minor}.x, ` +
    `and sanity ${version} is installed. Its unstable_clientFactory option and the calls its Studio makes may have ` +
    'changed: run the Studio browser tests (tests/e2e/studio), then update SUPPORTED_SANITY in studio/local/sanity-version.ts.'
  );
}

/** Stops the local Studio on a Sanity version it was not checked against, saying what to re-check. */
export function checkSanityVersion(): void {
  const { version } = createRequire(import.meta.url)('sanity/package.json') as { version: string };
  const problem = sanityVersionProblem(version);
  if (problem) throw new Error(problem);
}
