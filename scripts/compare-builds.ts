// npm run compare-builds [-- <git ref | folder>]: builds the site from a git ref (default HEAD) and from the working
// tree, both from the embedded dataset at the same BUILD_TIME (or takes the first from a folder built so, which saves
// a build when a long change is compared again and again), and shows that every HTML page is byte-identical apart
// from hashed asset names (/_astro/name.<hash>.js), the CSP hashes of inline scripts and island ids. Exits 1 on any difference,
// printing the first differing line of each page. For refactoring steps that must change no page.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ref = process.argv[2] ?? 'HEAD';
const built = existsSync(ref) && statSync(ref).isDirectory() ? resolve(ref) : null;
const BUILD_TIME = '2025-07-01T00:00:00+10:00';
const work = mkdtempSync(join(tmpdir(), 'northwind-compare-'));

// The embedded dataset, whatever the shell points at.
const {
  SANITY_PROJECT_ID: _project,
  SANITY_DATASET: _dataset,
  CONTENT_DATASET_FILE: _file,
  ...inherited
} = process.env;

function build(root: string, outDir: string): void {
  const result = spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['build', '--outDir', outDir], {
    cwd: root,
    env: { ...inherited, BUILD_TIME, ACCOUNTS_ENABLED: 'true', ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`The build in ${root} failed:\n${result.stdout}${result.stderr}`);
}

const pages = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();

/** Hashed names, and the CSP hashes and island ids that follow from them, may change; nothing else may. */
const normalised = (html: string) =>
  html
    .replace(/(\/_astro\/[^"'\s()]*)\.[\w-]{8}(\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif))/g, '$1.HASH$2')
    .replace(/'sha256-[\w+/=]+'/g, "'sha256-HASH'")
    // An island's uid is a hash of its component's (hashed) URL and props.
    .replace(/(<astro-island uid=")[^"]+"/g, '$1UID"');

const before = join(work, 'before');
try {
  const distBefore = built ?? join(work, 'dist-before');
  if (!built) {
    execFileSync('git', ['worktree', 'add', '--detach', before, ref], { stdio: 'ignore' });
    // The same installed packages: only the project's own code differs.
    symlinkSync(resolve('node_modules'), join(before, 'node_modules'));
    if (existsSync('studio/node_modules'))
      symlinkSync(resolve('studio/node_modules'), join(before, 'studio/node_modules'));
    build(before, distBefore);
  }
  build(process.cwd(), join(work, 'dist-after'));

  const [old, now] = [pages(distBefore), pages(join(work, 'dist-after'))];
  const differences: string[] = [];
  for (const page of new Set([...old, ...now])) {
    if (!old.includes(page) || !now.includes(page)) {
      differences.push(`${page}: only in the ${old.includes(page) ? 'old' : 'new'} build`);
      continue;
    }
    const [a, b] = [join(distBefore, page), join(work, 'dist-after', page)].map((file) =>
      normalised(readFileSync(file, 'utf8')),
    );
    if (a === b) continue;
    // Pages are one long line: show the first difference with some text around it.
    let at = 0;
    while (a[at] === b[at]) at += 1;
    const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 100));
    differences.push(`${page}, character ${at}:\n  - ${around(a)}\n  + ${around(b)}`);
  }
  console.log(`${old.length} pages built from ${ref}, ${now.length} from the working tree.`);
  if (differences.length) {
    console.error(`${differences.length} pages differ:\n${differences.join('\n')}`);
    process.exitCode = 1;
  } else console.log('Every page is byte-identical apart from hashed asset names.');
} finally {
  if (!built) execFileSync('git', ['worktree', 'remove', '--force', before], { stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}
