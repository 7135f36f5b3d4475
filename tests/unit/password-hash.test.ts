import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/password-hash.ts';

// Accounts made before the publisher hashed passwords itself hold better-auth's own hashes: both must read each other.
describe('password hashes', () => {
  it("verify better-auth's own hashes, and better-auth verifies ours", async () => {
    const password = 'brisbane-forklift-77';
    const theirs = await betterAuthHash(password);
    expect(await verifyPassword(theirs, password)).toBe(true);
    expect(await verifyPassword(theirs, 'brisbane-forklift-78')).toBe(false);
    const ours = await hashPassword(password);
    expect(await betterAuthVerify({ hash: ours, password })).toBe(true);
    expect(await betterAuthVerify({ hash: ours, password: 'brisbane-forklift-78' })).toBe(false);
  });

  it('salts every hash, and refuses a stored value that is not one', async () => {
    expect(await hashPassword('same-password-1')).not.toBe(await hashPassword('same-password-1'));
    await expect(verifyPassword('not-a-hash', 'whatever')).rejects.toThrow('Invalid password hash');
  });
});
