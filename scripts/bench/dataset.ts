// A copy of the seed dataset with extra courses, for timing builds and sizing the catalogue at scale.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isDraftId } from '../../contracts/document-ids.ts';

interface Doc {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** A fixed-seed pseudo-random sequence (mulberry32), so every run builds the same dataset. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The words of a text in another order. Copies with the same text would compress to almost nothing and hide
 * what each course really adds to a page; shuffled words keep the vocabulary and length of real courses.
 */
function shuffled(text: string, next: () => number): string {
  const words = text.split(' ');
  for (let index = words.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [words[index], words[other]] = [words[other], words[index]];
  }
  return words.join(' ');
}

/**
 * The seed's documents plus `extra` courses, each a copy of a seed course (round robin) with its own code
 * (BENCH0001… for units, BNC00001… for qualifications), id, slug, course page and title, and its texts' words shuffled;
 * it keeps its source's "leads to" pathways.
 */
export function withExtraCourses(ndjson: string, extra: number): string {
  const docs = ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc);
  const courses = docs.filter((doc) => doc._type === 'course' && !isDraftId(doc._id));
  const copies = Array.from({ length: extra }, (_, index) => {
    const source = courses[index % courses.length];
    // A code of the source's kind, as the build checks: units BENCH0001…, qualifications BNC00001….
    const number = String(index + 1);
    const code =
      source.courseType === 'qualification' ? `BNC${number.padStart(5, '0')}` : `BENCH${number.padStart(4, '0')}`;
    const slug = code.toLowerCase();
    const next = random(index + 1);
    return {
      ...source,
      // Keeps the seed's id style (prefix and separator) whatever it is.
      _id: source._id.replace(/[^.-]+$/, slug),
      code,
      slug: { _type: 'slug', current: slug },
      title: shuffled(String(source.title), next),
      summary: shuffled(String(source.summary), next),
      targetAudience: shuffled(String(source.targetAudience), next),
      hasDetailPage: true,
      // A copy leads where its source leads; it counts towards no qualification, since none lists its new code.
      ...(source.pathways ? { pathways: { ...source.pathways, creditTowards: [] } } : {}),
      // After every seed course (their ranks start 0|1), in the order generated; a LexoRank like the Studio's.
      orderRank: `0|z${index.toString(36).padStart(5, '0')}:`,
    };
  });
  return [...docs, ...copies].map((doc) => JSON.stringify(doc)).join('\n') + '\n';
}

/** Writes the dataset beside links to the seed's images and files (asset paths are relative to the dataset). */
export function writeScaledDataset(seedFile: string, extra: number, dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const folder of ['images', 'files']) symlinkSync(resolve(dirname(seedFile), folder), join(dir, folder));
  const file = join(dir, 'data.ndjson');
  writeFileSync(file, withExtraCourses(readFileSync(seedFile, 'utf8'), extra));
  return file;
}
