/**
 * The checks of issue 31 on built HTML: a form either posts (method="post" and an action) or is a GET form with an
 * action whose fields ask nothing that names or reaches a person (the site search; the fee checker, whose answers
 * belong in its shareable address), and no link, source or form address carries an e-mail address or a name in
 * its query.
 */
export interface FormProblem {
  form: string;
  problem: string;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** Field names that carry a person's identity, contact details, words or secrets. */
const PERSONAL_FIELD = /name|e-?mail|phone|mobile|message|password|participant|supervisor|coordinator|company/i;

const fieldNames = (body: string) => [...body.matchAll(/\sname="([^"]*)"/gi)].map(([, name]) => name);

export function formProblems(html: string): FormProblem[] {
  const problems: FormProblem[] = [];
  for (const match of html.matchAll(/<form\b[^>]*>/gi)) {
    const [tag] = match;
    const start = match.index + tag.length;
    const end = html.indexOf('</form>', start);
    const body = html.slice(start, end === -1 ? undefined : end);
    const method = (attribute(tag, 'method') ?? 'get').toLowerCase();
    const action = attribute(tag, 'action');
    const asksNothingPersonal = !fieldNames(body).some((name) => PERSONAL_FIELD.test(name));
    if (method === 'get' && action && asksNothingPersonal) continue;
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
