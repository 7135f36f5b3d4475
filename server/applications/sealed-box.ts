import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM, as each application's answers are kept: a version byte, a fresh 12-byte nonce, the 16-byte tag,
 * then the ciphertext. The associated data binds a box to its row, so a box copied into another row does not open.
 */
export const KEY_BYTES = 32;
const VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function seal(key: Buffer, plaintext: string, boundTo: string): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.of(VERSION), nonce, cipher.getAuthTag(), ciphertext]);
}

/** The plaintext, or an error when the key, the row or a byte of the box is not the one it was sealed with. */
export function open(key: Buffer, box: Uint8Array, boundTo: string): string {
  const bytes = Buffer.from(box);
  if (bytes[0] !== VERSION) throw new Error(`Sealed box version ${bytes[0]} is not one this publisher reads`);
  const nonce = bytes.subarray(1, 1 + NONCE_BYTES);
  const tag = bytes.subarray(1 + NONCE_BYTES, 1 + NONCE_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(bytes.subarray(1 + NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
