import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { passwordProblem } from './password-strength.ts';

/** The work a password worker does, one message at a time. */
export type PasswordJob =
  | { kind: 'hash'; password: string }
  | { kind: 'verify'; hash: string; password: string }
  | { kind: 'problem'; password: string; words: string[] };

// better-auth's own scrypt parameters and "salt:key" format, so hashes stored before this worker still verify.
const SCRYPT = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };
const KEY_LENGTH = 64;

// Synchronous on purpose: this thread exists to do this work, and the async form would queue on libuv's pool.
const keyOf = (password: string, salt: string) => scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, SCRYPT);

async function run(job: PasswordJob): Promise<unknown> {
  if (job.kind === 'hash') {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${keyOf(job.password, salt).toString('hex')}`;
  }
  if (job.kind === 'verify') {
    const [salt, key] = job.hash.split(':');
    if (!salt || !key) throw new Error('Invalid password hash');
    const expected = Buffer.from(key, 'hex');
    const actual = keyOf(job.password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
  return passwordProblem(job.password, job.words);
}

parentPort?.on('message', ({ id, job }: { id: number; job: PasswordJob }) => {
  run(job).then(
    (result) => parentPort?.postMessage({ id, result }),
    (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
