/**
 * The checks of issue 31 on built HTML: a form either posts (method="post" and an action) or is the site search,
 * and no link, source or form address carries an e-mail address or a name in its query.
 */
export interface FormProblem {
  form: string;
  problem: string;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

export function formProblems(html: string): FormProblem[] {
  const problems: FormProblem[] = [];
  for (const [tag] of html.matchAll(/<form\b[^>]*>/gi)) {
    const method = (attribute(tag, 'method') ?? 'get').toLowerCase();
    const action = attribute(tag, 'action');
    const search = method === 'get' && attribute(tag, 'role') === 'search' && action === '/search';
    if (search) continue;
    if (method !== 'post') problems.push({ form: tag, problem: 'does not post' });
    if (!action) problems.push({ form: tag, problem: 'has no action' });
  }
  return problems;
}

/** Addresses in the page whose query names a person or an e-mail address. */
export function personalQueries(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|action|formaction)="([^"]*)"/gi)]
    .map(([, url]) => url.replaceAll('&amp;', '&'))
    .filter((url) => /[?&](?:[\w.-]*email|name)=/i.test(url));
}
