import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPreviewSessions } from '../../server/preview/sessions.ts';

describe('preview sessions', () => {
  const key = randomBytes(32);
  const sessions = createPreviewSessions(key, 60_000);
  const now = Date.parse('2026-11-22T10:00:00Z');

  it('accepts a session it issued until it expires, then never again', () => {
    const value = sessions.issue(now);
    expect(sessions.isValid(value, now)).toBe(true);
    expect(sessions.isValid(value, now + 59_999)).toBe(true);
    expect(sessions.isValid(value, now + 60_000)).toBe(false);
  });

  it('refuses a session whose expiry was pushed back, one signed with another key, and junk', () => {
    const value = sessions.issue(now);
    const [expires, signature] = value.split('.');
    expect(sessions.isValid(`${Number(expires) + 3_600_000}.${signature}`, now)).toBe(false);
    expect(createPreviewSessions(randomBytes(32), 60_000).isValid(value, now)).toBe(false);
    for (const junk of [undefined, '', 'yes', `${expires}.`, `${value}.extra`, `${expires}.${'A'.repeat(43)}`]) {
      expect(sessions.isValid(junk, now), String(junk)).toBe(false);
    }
  });
});
