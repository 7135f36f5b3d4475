import { spawn } from 'node:child_process';
import type { RunningBuilds } from './running-builds.ts';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { withBuildLock } from './build-lock.ts';
import { buildEnvironment } from './build-environment.ts';
import { withoutPaths } from '../core/redact.ts';

export interface BuildJob {
  releaseId: string;
  /** An empty folder the build writes the site into. */
  outDir: string;
  signal: AbortSignal;
  /** ISO time the build takes as "now" (BUILD_TIME), so a scheduled build drops what has passed. */
  buildTime: string;
}

/** Writes a complete static site into `job.outDir`, or rejects (a `BuildError` carries the output). */
export type Builder = (job: BuildJob) => Promise<void>;

export class BuildError extends Error {
  override name = 'BuildError';
  readonly output: string;
  constructor(message: string, output: string) {
    super(message);
    this.output = output;
  }
}

export interface AstroBuilderOptions {
  root: string;
  /** Astro's cache, kept apart from developers' so a build here never races one there. */
  cacheDir: string;
  /** The publisher's environment; its own secrets are removed before the build sees it. */
  baseEnv?: NodeJS.ProcessEnv;
  /** Extra environment for the build (e.g. CONTENT_DATASET_FILE); `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  timeoutMs?: number;
  /** Where the build's process is recorded while it runs, so a publisher killed mid-build is cleaned up after. */
  running?: RunningBuilds;
}

const OUTPUT_LIMIT = 200_000;
const SUMMARY_LIMIT = 2_000;
const LOG_LINE = /^\d\d:\d\d:\d\d /;
const DETAILS = /^\s*(Hint|Location|Stack trace):\s*$/;

/**
 * The part of Astro's output a coordinator needs: the error message without the hint, source
 * location and stack trace Astro prints after it (for content, it names the document and field).
 */
export function summarizeBuildOutput(output: string): string {
  const lines = stripVTControlCharacters(output).split('\n');
  const details = lines.findIndex((line) => DETAILS.test(line));
  let summary: string[];
  if (details > 0) {
    let start = details;
    while (start > 0 && lines[start - 1].trim() !== '' && !LOG_LINE.test(lines[start - 1])) start -= 1;
    summary = lines.slice(start, details);
  } else {
    const firstError = lines.findIndex((line) => /error/i.test(line));
    summary = firstError >= 0 ? lines.slice(firstError, firstError + 20) : lines.slice(-20);
  }
  const text = summary.join('\n').trim() || 'The build failed without output.';
  return text.length > SUMMARY_LIMIT ? `${text.slice(0, SUMMARY_LIMIT)}…` : text;
}

export function createAstroBuilder({
  root,
  cacheDir,
  baseEnv = process.env,
  env = {},
  timeoutMs = 15 * 60_000,
  running,
}: AstroBuilderOptions): Builder {
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const lock = join(root, '.astro', 'build.lock');
  const build = (job: BuildJob) =>
    new Promise<void>((resolvePromise, reject) => {
      const childEnv: NodeJS.ProcessEnv = {
        ...buildEnvironment(baseEnv),
        BUILD_TIME: job.buildTime,
        // A preview page compares it with the preview being served, to reload itself when it is out of date.
        RELEASE_ID: job.releaseId,
        ASTRO_TELEMETRY_DISABLED: '1',
        DO_NOT_TRACK: '1',
        NO_UPDATE_NOTIFIER: '1',
        NO_COLOR: '1',
        ASTRO_CACHE_DIR: cacheDir,
        // Node keeps the compiled code of Astro, Vite and their dependencies: each build starts faster.
        NODE_COMPILE_CACHE: join(cacheDir, 'node-compile-cache'),
      };
      for (const [name, value] of Object.entries(env)) {
        if (value === undefined) delete childEnv[name];
        else childEnv[name] = value;
      }
      // Same Node binary as the server: npm puts Node 24 first on PATH, a bare `node` might be older.
      const child = spawn(process.execPath, [astro, 'build', '--outDir', job.outDir], {
        cwd: root,
        env: childEnv,
        signal: AbortSignal.any([job.signal, AbortSignal.timeout(timeoutMs)]),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const collect = (chunk: Buffer) => {
        output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
      };
      const pid = child.pid;
      const recorded = pid === undefined ? undefined : running?.record(pid, astro).catch(() => undefined);
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.on('error', (error) => reject(new BuildError(`The build could not run: ${error.message}`, output)));
      child.on('close', (code, signal) => {
        if (pid !== undefined) void recorded?.then(() => running?.forget(pid)).catch(() => undefined);
        if (code === 0) return resolvePromise();
        const reason = signal ? `The build was stopped (${signal}).` : withoutPaths(summarizeBuildOutput(output), root);
        reject(new BuildError(reason, output));
      });
    });
  // One build of this project at a time, whichever process asks: see withBuildLock.
  return (job) => withBuildLock(lock, job.signal, () => build(job));
}
