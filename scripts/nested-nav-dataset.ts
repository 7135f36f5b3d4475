import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes a copy of the embedded dataset whose Navigation document has nested submenus
 * (tests/fixtures/navigation/nested-navigation.json), for `npm run build:nested-nav` and its browser tests.
 */
const SEED = join('studio', 'seed');
const TARGET = process.argv[2] ?? '.cache-nested-nav-content';
const navigation = JSON.parse(await readFile('tests/fixtures/navigation/nested-navigation.json', 'utf8')) as {
  _id: string;
};

const lines = (await readFile(join(SEED, 'data.ndjson'), 'utf8')).split('\n').filter(Boolean);
const replaced = lines.map((line) =>
  (JSON.parse(line) as { _id: string })._id === navigation._id ? JSON.stringify(navigation) : line,
);
if (!replaced.includes(JSON.stringify(navigation))) throw new Error('The embedded dataset has no navigation document');

await rm(TARGET, { recursive: true, force: true });
await mkdir(TARGET, { recursive: true });
// Assets are referenced relative to the dataset file, so they travel with it.
for (const folder of ['images', 'files']) await cp(join(SEED, folder), join(TARGET, folder), { recursive: true });
await writeFile(join(TARGET, 'data.ndjson'), `${replaced.join('\n')}\n`);
