import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, OUT_DIR, test } from './fixtures';
import { formProblems, personalQueries } from './form-audit.ts';

// Every page of the build: no form can put what a visitor typed into a URL (issue 31).

const pages = async () =>
  (await readdir(OUT_DIR, { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(OUT_DIR, file));

test('every form of every page posts to an action, or asks nothing personal, and no address carries a name or e-mail', async () => {
  const files = await pages();
  expect(files.length).toBeGreaterThan(20);
  const found: Record<string, unknown> = {};
  let forms = 0;
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    forms += (html.match(/<form\b/g) ?? []).length;
    const problems = [...formProblems(html), ...personalQueries(html).map((url) => ({ url }))];
    if (problems.length) found[file] = problems;
  }
  expect(found).toEqual({});
  // The site's forms are there to be checked: search on every page, and the contact, PD and account forms.
  expect(forms).toBeGreaterThan(files.length);
});

test('the check fails on a form that would send its fields in the address', () => {
  expect(formProblems('<form class="x"><input name="email"></form>')).toEqual([
    { form: '<form class="x">', problem: 'does not post' },
    { form: '<form class="x">', problem: 'has no action' },
  ]);
  expect(formProblems('<form method="post"><input name="email"></form>')).toEqual([
    { form: '<form method="post">', problem: 'has no action' },
  ]);
  expect(formProblems('<form method="get" action="/get-in-touch"><input name="name"></form>')).toHaveLength(1);
  expect(formProblems('<form data-search-form action="/search" method="get" role="search">')).toEqual([]);
  // The fee checker's answers (state, age, residency…) are its shareable address; it asks for no one's identity.
  expect(
    formProblems(
      '<form method="get" action="/fees-and-funding"><select name="state"></select><input name="age"></form>',
    ),
  ).toEqual([]);
  expect(formProblems('<form method="get" action="/x"><input name="age"><input name="fullName"></form>')).toEqual([
    { form: '<form method="get" action="/x">', problem: 'does not post' },
  ]);
  expect(personalQueries('<a href="/get-in-touch?name=Jane&amp;email=j%40x.com">')).toHaveLength(1);
  expect(personalQueries('<a href="/contact?subject=LMS_Support">')).toEqual([]);
});
