import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applicationsConfig } from '../../server/applications/applications-config.ts';
import { KEY_FORMAT_MESSAGE, parseApplicationsKey } from '../../server/applications/applications-key.ts';

describe('APPLICATIONS_KEY', () => {
  const key = randomBytes(32);

  it('takes 32 bytes in base64 or hex', () => {
    expect(parseApplicationsKey(key.toString('base64'))).toEqual(key);
    expect(parseApplicationsKey(` ${key.toString('hex').toUpperCase()}\n`)).toEqual(key);
  });

  it.each([
    ['16 bytes', randomBytes(16).toString('base64')],
    ['33 bytes', randomBytes(33).toString('base64')],
    ['a passphrase', 'correct horse battery staple correct horse'],
    ['hex one digit short', key.toString('hex').slice(1)],
  ])('refuses %s at start, saying what it must be', (_, text) => {
    expect(() => applicationsConfig({ APPLICATIONS_KEY: text })).toThrow(KEY_FORMAT_MESSAGE);
  });

  it('is optional: without it the key file in DATA_DIR is used', () => {
    expect(applicationsConfig({})).toEqual({ key: undefined });
  });
});
