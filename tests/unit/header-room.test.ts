import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE } from '../../src/content/local-dataset.node.ts';
import { copyEmbeddedDataset } from '../integration/harness.ts';
import { validateBackend } from './sanity-validation.ts';

type Doc = Record<string, unknown> & { _id: string };
const seed = readFileSync(DEFAULT_DATASET_FILE, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc);
const seedNavigation = seed.find((doc) => doc._id === 'navigation')!;
type Item = { _type: string; _key: string; label: string };
const seedHeader = seedNavigation.header as Item[];

let dir: string;
let file: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'northwind-header-room-'));
  file = await copyEmbeddedDataset(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The Studio's messages on the Navigation document's header, with the header's items as given. */
async function headerMessages(header: Item[]) {
  const docs = seed.map((doc) => (doc._id === 'navigation' ? { ...doc, header } : doc));
  await writeFile(file, docs.map((doc) => JSON.stringify(doc)).join('\n'));
  const problems = await validateBackend(createLocalBackend(file), ['navigation']);
  return problems.filter((problem) => problem.field === 'header').map(({ level, message }) => ({ level, message }));
}

const employers: Item = { _type: 'navLink', _key: 'employers', label: 'Employers', href: '/employers' } as Item;

describe("the Studio's check that the header fits on one line at 1280 px", () => {
  it("passes the seed's header, which fills the line", async () => {
    expect(await headerMessages(seedHeader)).toEqual([]);
  });

  it('warns when a link would push the last item past the edge, saying by about how much', async () => {
    const messages = await headerMessages([...seedHeader, employers]);
    expect(messages).toEqual([
      {
        level: 'warning',
        message: expect.stringMatching(/^The header's items are about 1\d letters too long to fit on one line/),
      },
    ]);
  });

  it('passes again once a label is shortened to make room', async () => {
    const shortened = seedHeader.map((item) => (item._key === 'policies' ? { ...item, label: 'Policies' } : item));
    expect(await headerMessages([...shortened, employers])).toEqual([]);
  });
});
