import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// "Three data paths" in docs/architecture.md: each names its files in code spans and says how many there are.
const section = readFileSync('docs/architecture.md', 'utf8').split('## Three data paths')[1].split('\n## ')[0];
const paths = section
  .split(/\n(?=\*\*)/)
  .slice(1)
  .map((text) => ({
    title: /^\*\*(.+?):/.exec(text)![1],
    count: Number(/: (\d+) files\.\*\*/.exec(text)![1]),
    files: new Set([...text.matchAll(/`([\w.[\]-]+(?:\/[\w.[\]-]+)+\.\w+)`/g)].map((match) => match[1])),
  }));

describe('the data paths of the architecture doc', () => {
  it('are three', () => {
    expect(paths.map(({ title }) => title)).toEqual([
      'A course price, from the Studio to the page',
      "A contact message, to the training team's service",
      'A webhook, to a live release',
    ]);
  });

  it.each(paths)('$title: every file it names exists, and it counts them right', ({ count, files }) => {
    expect([...files].filter((file) => !existsSync(file))).toEqual([]);
    expect(files.size).toBe(count);
  });
});
