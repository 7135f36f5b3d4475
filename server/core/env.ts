import { resolve } from 'node:path';

/** Reading settings from the environment: each subsystem's configuration reads its own variables with these. */

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function integer(env: Env, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

export function urlOf(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // The value may hold a password (SMTP_URL, DATABASE_URL): the message names the variable only.
    throw new ConfigError(`${name} must be a URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return url.href;
}

export const httpUrl = (env: Env, name: string) => urlOf(env, name, ['https:', 'http:']);

export const directory = (root: string, value: string | undefined, fallback: string) =>
  resolve(root, value?.trim() || fallback);
