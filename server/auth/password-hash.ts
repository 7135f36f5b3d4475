import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// better-auth's own scrypt parameters and "salt:key" format, so hashes stored before this module still verify.
const SCRYPT: ScryptOptions = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };
const KEY_LENGTH = 64;

// Node's asynchronous scrypt runs on libuv's thread pool: no JavaScript thread of its own, whose heap and module
// graph would cost more memory than the hashing itself (password-work.ts bounds how many run at once).
const keyOf = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${(await keyOf(password, salt)).toString('hex')}`;
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const [salt, key] = hash.split(':');
  if (!salt || !key) throw new Error('Invalid password hash');
  const expected = Buffer.from(key, 'hex');
  const actual = await keyOf(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
