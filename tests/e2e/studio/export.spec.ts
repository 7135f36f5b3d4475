import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { createLocalBackend } from '../../../src/content/local-backend.node.ts';
import { expect, openDocument, test } from './fixtures.ts';

const run = promisify(execFile);
// Course titles are the registered ones (contracts/rules/course-fields.ts): the case of a word may change.
const NEW_TITLE = 'Follow work health and safety procedures';

test('a title edited and published in the local Studio, then exported, is what the site builds from', async ({
  page,
  studio,
}) => {
  const before = (await readFile(studio.seedFile, 'utf8')).split('\n');
  await openDocument(page, studio, 'course-tlif0025', 'course');
  const title = page.getByTestId('document-pane').getByRole('textbox', { name: 'Title' });
  await title.fill(NEW_TITLE, { timeout: 40_000 });
  await expect(page.getByTestId('action-publish')).toBeEnabled();
  await page.getByTestId('action-publish').click();
  await expect.poll(() => studio.lake.documents.get('course-tlif0025')?.title, { timeout: 30_000 }).toBe(NEW_TITLE);

  // `npm run studio:export`, as a coordinator runs it beside `npm run studio:local`.
  const { stdout } = await run(process.execPath, ['studio/local/export-command.ts'], {
    env: { ...process.env, STUDIO_PORT: new URL(studio.url).port },
  });
  expect(stdout).toContain('1 changed, 0 added, 0 removed');

  // The file keeps its order: the same lines, but for the course's, whose keys keep their order.
  const after = (await readFile(studio.seedFile, 'utf8')).split('\n');
  const changed = after.flatMap((line, index) => (line === before[index] ? [] : [index]));
  expect(after.length).toBe(before.length);
  expect(changed).toHaveLength(1);
  const oldLine = JSON.parse(before[changed[0]]) as Record<string, unknown>;
  const newLine = JSON.parse(after[changed[0]]) as Record<string, unknown>;
  expect(Object.keys(newLine)).toEqual(Object.keys(oldLine));
  expect(newLine).toEqual({ ...oldLine, title: NEW_TITLE });

  // The site's build reads the exported file with its own content layer (the published perspective).
  const site = createLocalBackend(studio.seedFile);
  expect(await site.fetch('*[_type == "course" && code == "TLIF0025"][0].title')).toBe(NEW_TITLE);
});
