// A copy of the seed dataset with extra courses, for timing builds and sizing the catalogue at scale.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface Doc {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/**
 * The seed's documents plus `extra` courses, each a copy of a seed course (round robin) with its own code
 * (BENCH0001…), id, slug and title, so every one gets its own card and course page.
 */
export function withExtraCourses(ndjson: string, extra: number): string {
  const docs = ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc);
  const courses = docs.filter((doc) => doc._type === 'course' && !doc._id.startsWith('drafts.'));
  const copies = Array.from({ length: extra }, (_, index) => {
    const source = courses[index % courses.length];
    const code = `BENCH${String(index + 1).padStart(4, '0')}`;
    const slug = code.toLowerCase();
    return {
      ...source,
      // Keeps the seed's id style (prefix and separator) whatever it is.
      _id: source._id.replace(/[^.-]+$/, slug),
      code,
      slug: { _type: 'slug', current: slug },
      title: `${String(source.title)} ${index + 1}`,
      order: 1000 + index,
    };
  });
  return [...docs, ...copies].map((doc) => JSON.stringify(doc)).join('\n') + '\n';
}

/** Writes the dataset beside links to the seed's images and files (asset paths are relative to the dataset). */
export function writeScaledDataset(seedFile: string, extra: number, dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const folder of ['images', 'files']) symlinkSync(join(dirname(seedFile), folder), join(dir, folder));
  const file = join(dir, 'data.ndjson');
  writeFileSync(file, withExtraCourses(readFileSync(seedFile, 'utf8'), extra));
  return file;
}
