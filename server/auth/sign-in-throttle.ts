import { createHash } from 'node:crypto';

/** Failed sign-ins before a wait starts; a person mistyping rarely gets this far. */
const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 1000;
/** However many guesses were made, nobody waits longer than this after the last one. */
export const MAX_ACCOUNT_DELAY_MS = 15 * 60 * 1000;
/** Accounts remembered at once; the oldest is forgotten first, so a flood of addresses cannot fill memory. */
const MAX_ACCOUNTS = 10_000;
/** Clients remembered per account, and in all (a few MB), for the same reason. */
const MAX_CLIENTS_PER_ACCOUNT = 1_000;
const MAX_CLIENTS = 50_000;

interface Failures {
  count: number;
  until: number;
}

interface ClientFailures extends Failures {
  /** Signed in to this account since: the owner's own device, which waits only for its own mistakes. */
  trusted: boolean;
}

interface Account {
  /** Every failure against the account, from whichever client. */
  all: Failures;
  /** Failures by client (the rate-limit key: an IPv4 address or an IPv6 /64). */
  clients: Map<string, ClientFailures>;
}

/** Adds a failure: five are free, then each waits twice as long as the one before, up to 15 minutes. */
function counted(entry: Failures | undefined, now: number): Failures {
  const count = (entry?.count ?? 0) + 1;
  const over = count - FREE_FAILURES;
  return { count, until: over < 0 ? 0 : now + Math.min(MAX_ACCOUNT_DELAY_MS, FIRST_DELAY_MS * 2 ** over) };
}

/**
 * Failed sign-ins slowed down by client and by account (OWASP's Authentication Cheat Sheet), so
 * guessing is slow and the owner is not locked out:
 * - a client that keeps failing against an account waits, doubling, up to 15 minutes;
 * - once an account is under attack, every client that has failed against it waits as long as the
 *   account's failures from all clients say, so many addresses do not buy many guesses each;
 * - a client that has never failed against the account is let through, and one that has signed in to
 *   it waits only for its own mistakes: the owner's correct password works during an attack;
 * - a password reset (proof of the mailbox) forgets everything about the account.
 * Unknown and known e-mail addresses are treated alike, so the throttle tells nobody which accounts
 * exist. Addresses are kept hashed.
 */
export function createSignInThrottle(now: () => number = Date.now) {
  const accounts = new Map<string, Account>();
  const keyOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - now()) / 1000));
  let clients = 0;

  /** Remembers `account` as the most recent, forgetting the oldest ones past either bound. */
  function touch(key: string, account: Account) {
    accounts.delete(key);
    accounts.set(key, account);
    while (accounts.size > MAX_ACCOUNTS || clients > MAX_CLIENTS) {
      const [oldest, forgotten] = accounts.entries().next().value!;
      accounts.delete(oldest);
      clients -= forgotten.clients.size;
    }
  }

  /** Sets what is known of `client` on `account`, most recent last. */
  function setClient(account: Account, client: string, failures: ClientFailures) {
    if (!account.clients.delete(client)) clients += 1;
    account.clients.set(client, failures);
    if (account.clients.size > MAX_CLIENTS_PER_ACCOUNT) {
      account.clients.delete(account.clients.keys().next().value!);
      clients -= 1;
    }
  }

  return {
    /** Seconds this client must still wait before trying this account again, or 0. */
    waitSeconds(email: string, client: string): number {
      const account = accounts.get(keyOf(email));
      const own = account?.clients.get(client);
      if (!account || !own) return 0;
      return secondsUntil(own.trusted ? own.until : Math.max(own.until, account.all.until));
    },
    failed(email: string, client: string): void {
      const key = keyOf(email);
      const account: Account = accounts.get(key) ?? { all: { count: 0, until: 0 }, clients: new Map() };
      account.all = counted(account.all, now());
      const own = account.clients.get(client);
      setClient(account, client, { ...counted(own, now()), trusted: own?.trusted ?? false });
      touch(key, account);
    },
    /** The right password from this client: its own failures are forgiven, and the account's no longer hold it up. */
    succeeded(email: string, client: string): void {
      const account = accounts.get(keyOf(email));
      if (account) setClient(account, client, { count: 0, until: 0, trusted: true });
    },
    /** The owner proved they hold the mailbox and chose a new password: old guesses mean nothing now. */
    passwordReset(email: string): void {
      const key = keyOf(email);
      clients -= accounts.get(key)?.clients.size ?? 0;
      accounts.delete(key);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
