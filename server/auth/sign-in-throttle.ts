import { createHash } from 'node:crypto';

/** Failed sign-ins before a wait starts; a person mistyping rarely gets this far. */
const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 1000;
/** However many guesses were made, nobody waits longer than this after the last one. */
export const MAX_ACCOUNT_DELAY_MS = 15 * 60 * 1000;
/** Accounts remembered at once; the oldest is forgotten first, so a flood of addresses cannot fill memory. */
const MAX_ACCOUNTS = 10_000;
/** Trusted devices remembered per account, and in all (a few MB), for the same reason. */
const MAX_DEVICES_PER_ACCOUNT = 100;
const MAX_DEVICES = 50_000;

interface Failures {
  count: number;
  until: number;
}

interface Account {
  /** Failures from every client without a device cookie for the account: one limit, whatever their addresses. */
  untrusted: Failures;
  /** Failures by trusted device (the id its device cookie vouches for): each waits for its own mistakes only. */
  devices: Map<string, Failures>;
}

/** The account an e-mail address names, as a sign-in or a device cookie gives it, hashed. */
export const accountKeyOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** Adds a failure: five are free, then each waits twice as long as the one before, up to 15 minutes. */
function counted(entry: Failures | undefined, now: number): Failures {
  const count = (entry?.count ?? 0) + 1;
  const over = count - FREE_FAILURES;
  return { count, until: over < 0 ? 0 : now + Math.min(MAX_ACCOUNT_DELAY_MS, FIRST_DELAY_MS * 2 ** over) };
}

/**
 * Failed sign-ins slowed down by account, with OWASP's device cookies ("Slow Down Online Guessing
 * Attacks with Device Cookies"), so guessing is slow and the owner is not locked out:
 * - every client without a device cookie for the account shares one limit: five failures are free, then
 *   each waits twice as long as the one before, up to 15 minutes, so many addresses buy no more guesses;
 * - a device that has signed in to the account before (`device`, from its cookie) is past that limit and
 *   waits only for its own mistakes: the owner's correct password works during an attack;
 * - the right password forgives the failures it was held by; a password reset (proof of the mailbox)
 *   forgets everything about the account.
 * Unknown and known e-mail addresses are treated alike, so the throttle tells nobody which accounts
 * exist. Addresses are kept hashed.
 */
export function createSignInThrottle(now: () => number = Date.now) {
  const accounts = new Map<string, Account>();
  const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - now()) / 1000));
  let devices = 0;

  /** Remembers `account` as the most recent, forgetting the oldest ones past either bound. */
  function touch(key: string, account: Account) {
    accounts.delete(key);
    accounts.set(key, account);
    while (accounts.size > MAX_ACCOUNTS || devices > MAX_DEVICES) {
      const [oldest, forgotten] = accounts.entries().next().value!;
      accounts.delete(oldest);
      devices -= forgotten.devices.size;
    }
  }

  /** Sets what is known of `device` on `account`, most recent last. */
  function setDevice(account: Account, device: string, failures: Failures) {
    if (!account.devices.delete(device)) devices += 1;
    account.devices.set(device, failures);
    if (account.devices.size > MAX_DEVICES_PER_ACCOUNT) {
      account.devices.delete(account.devices.keys().next().value!);
      devices -= 1;
    }
  }

  return {
    /** Seconds a sign-in to this account must still wait, or 0; `device` is a trusted device's id, or null. */
    waitSeconds(email: string, device: string | null): number {
      const account = accounts.get(accountKeyOf(email));
      if (!account) return 0;
      return secondsUntil((device === null ? account.untrusted : account.devices.get(device))?.until ?? 0);
    },
    failed(email: string, device: string | null): void {
      const key = accountKeyOf(email);
      const account: Account = accounts.get(key) ?? { untrusted: { count: 0, until: 0 }, devices: new Map() };
      if (device === null) account.untrusted = counted(account.untrusted, now());
      else setDevice(account, device, counted(account.devices.get(device), now()));
      touch(key, account);
    },
    /** The right password: the failures that held this sign-in (its device's, or the untrusted ones) are forgiven. */
    succeeded(email: string, device: string | null): void {
      const account = accounts.get(accountKeyOf(email));
      if (!account) return;
      if (device === null) account.untrusted = { count: 0, until: 0 };
      else if (account.devices.delete(device)) devices -= 1;
    },
    /** The owner proved they hold the mailbox and chose a new password: old guesses mean nothing now. */
    passwordReset(email: string): void {
      const key = accountKeyOf(email);
      devices -= accounts.get(key)?.devices.size ?? 0;
      accounts.delete(key);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
