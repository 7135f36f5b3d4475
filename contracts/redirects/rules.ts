/**
 * Redirects a coordinator makes (and those the site makes for retired courses): what a path may look like, and the
 * table a host serves, with every chain collapsed to its final destination so a visitor takes one hop. The Studio
 * refuses a redirect and the build stops on one with these words, naming the redirect documents.
 */

export interface Redirect {
  /** The document that asks for it, named in every problem. */
  id: string;
  from: string;
  /** A path of this site, with an optional query or fragment. */
  to: string;
  permanent: boolean;
}

/** One answer of the table: 301 when every hop of the chain is permanent, 302 otherwise. */
export interface ResolvedRedirect {
  /** The redirect document (or retired course) that gives the "from". */
  id: string;
  from: string;
  to: string;
  status: 301 | 302;
}

// The site's URLs never end in a slash, and the publisher collapses one before it looks a redirect up.
const FROM_PATH = /^\/(?:[A-Za-z0-9._~%@!$&'()*+,;=:-]+(?:\/[A-Za-z0-9._~%@!$&'()*+,;=:-]+)*)?$/;
const TO_PATH = /^\/(?!\/)[^\s?#]*(?:\?[^\s#]*)?(?:#\S*)?$/;

export const FROM_EXAMPLE = 'e.g. /courses/tli40319 or /enrol';

/** Why `path` cannot be the old address of a redirect, or null. */
export function fromPathProblem(path: string): string | null {
  if (path !== path.trim()) return 'Remove the spaces before or after the address';
  if (!path.startsWith('/')) return `Start the old address with /, without the domain, ${FROM_EXAMPLE}`;
  if (/[?#]/.test(path)) return 'Give the old address without ? or #: the part after it is kept as it comes';
  if (path.length > 1 && path.endsWith('/')) return 'Leave off the / at the end: the site adds none';
  return FROM_PATH.test(path) ? null : `Use letters, digits, hyphens and / only, ${FROM_EXAMPLE}`;
}

/** Why `path` cannot be where a redirect goes, or null. */
export function toPathProblem(path: string): string | null {
  if (path !== path.trim()) return 'Remove the spaces before or after the address';
  return TO_PATH.test(path) ? null : 'Start the new address with / for a page of this site, e.g. /courses';
}

const pathOf = (to: string) => to.replace(/[?#].*$/, '');
const named = (redirect: Redirect) => `redirect "${redirect.id}"`;

/** Every "from" given by more than one redirect, with the words to show for each redirect after the first. */
export function duplicateProblems(redirects: readonly Redirect[]): { redirect: Redirect; message: string }[] {
  const first = new Map<string, Redirect>();
  return redirects.flatMap((redirect) => {
    const earlier = first.get(redirect.from);
    if (!earlier) {
      first.set(redirect.from, redirect);
      return [];
    }
    return [{ redirect, message: `${redirect.from} is already redirected by ${named(earlier)}: keep one of the two` }];
  });
}

/** The redirects met from `start` until a path no redirect leaves; a loop ends with the first one repeated. */
function chainFrom(start: Redirect, byFrom: ReadonlyMap<string, Redirect>): { hops: Redirect[]; loop: boolean } {
  const hops = [start];
  for (let next = byFrom.get(pathOf(start.to)); next; next = byFrom.get(pathOf(next.to))) {
    const loop = hops.includes(next);
    hops.push(next);
    if (loop) return { hops, loop };
  }
  return { hops, loop: false };
}

/** "/a (redirect "x") → /b (redirect "y") → /a": the addresses of a loop, each with the document that sends it on. */
export function loopMessage(hops: readonly Redirect[]): string {
  const steps = hops.map((hop) => `${hop.from} (${named(hop)})`);
  return `These redirects go round in a circle: ${steps.join(' → ')}. Change where one of them goes.`;
}

const byFromOf = (redirects: readonly Redirect[]) => {
  const byFrom = new Map<string, Redirect>();
  for (const redirect of redirects) if (!byFrom.has(redirect.from)) byFrom.set(redirect.from, redirect);
  return byFrom;
};

/** The loop `redirect` starts or runs into, as its message, or null. */
export function loopProblem(redirect: Redirect, redirects: readonly Redirect[]): string | null {
  const byFrom = byFromOf(redirects.filter((other) => other.from !== redirect.from));
  byFrom.set(redirect.from, redirect);
  const { hops, loop } = chainFrom(redirect, byFrom);
  return loop ? loopMessage(hops.slice(hops.indexOf(hops.at(-1)!))) : null;
}

/** Every problem of the set, each naming its redirect documents: duplicates, loops and bad paths. */
export function redirectProblems(redirects: readonly Redirect[]): string[] {
  const shapes = redirects.flatMap((redirect) => {
    const problem = fromPathProblem(redirect.from) ?? toPathProblem(redirect.to);
    return problem ? [`${named(redirect)} (${redirect.from} → ${redirect.to}): ${problem}`] : [];
  });
  const duplicates = duplicateProblems(redirects).map(({ redirect, message }) => `${named(redirect)}: ${message}`);
  const loops = new Set(redirects.flatMap((redirect) => loopProblem(redirect, redirects) ?? []));
  return [...shapes, ...duplicates, ...loops];
}

/**
 * The table a host serves: each "from" sent straight to the end of its chain, keeping the query or fragment of the
 * last hop. Throws on the problems of `redirectProblems`.
 */
export function resolveRedirects(redirects: readonly Redirect[]): ResolvedRedirect[] {
  const problems = redirectProblems(redirects);
  if (problems.length) throw new Error(`The redirects cannot be served:\n  ${problems.join('\n  ')}`);
  const byFrom = byFromOf(redirects);
  return redirects.map((redirect) => {
    const { hops } = chainFrom(redirect, byFrom);
    const status = hops.every((hop) => hop.permanent) ? 301 : 302;
    return { id: redirect.id, from: redirect.from, to: hops.at(-1)!.to, status };
  });
}

/** Each redirect whose "from" is a page the site builds, with the words to show; `pageAt` names the page or null. */
export function livePageProblems(
  redirects: readonly Redirect[],
  pageAt: (path: string) => string | null,
): { redirect: Redirect; message: string }[] {
  return redirects.flatMap((redirect) => {
    const page = pageAt(redirect.from);
    return page
      ? [{ redirect, message: `${redirect.from} is ${page}, which the site still publishes: a redirect would hide it` }]
      : [];
  });
}
