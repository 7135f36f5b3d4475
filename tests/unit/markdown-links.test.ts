import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

/** The Markdown files of the repository, as git knows them (tracked, or new and not ignored). */
const markdownFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(file));

/** The anchors GitHub gives a file's headings. */
function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((match) => slugger.slug(match[1])));
}

/** Relative links of a Markdown file (code blocks and spans left out): `[text](target)`. */
function relativeLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

describe('links in the Markdown', () => {
  it('finds the README and the docs', () => {
    expect(markdownFiles).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
  });

  it.each(markdownFiles)('every relative link and anchor in %s resolves', (file) => {
    const broken = relativeLinks(file).filter((target) => {
      const [path, anchor] = target.split('#');
      const destination = path ? resolve(dirname(file), decodeURIComponent(path)) : resolve(file);
      if (!existsSync(destination)) return true;
      return Boolean(anchor) && destination.endsWith('.md') && !anchorsOf(destination).has(anchor);
    });
    expect(broken.map((target) => `${target} (from ${relative('.', join(file))})`)).toEqual([]);
  });
});
