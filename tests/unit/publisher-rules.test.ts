import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/core/config.ts';
import { buildEnvironment } from '../../server/publishing/build-environment.ts';
import { createRateLimiter, rateLimitKey } from '../../server/core/rate-limit.ts';
import { siteDate, siteYear } from '../../contracts/build-time.ts';

describe('the contact rate limit', () => {
  it('gives a whole IPv6 /64 one budget, and each IPv4 address its own', () => {
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe(rateLimitKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(rateLimitKey('2001:db8:1:2::1')).not.toBe(rateLimitKey('2001:db8:1:3::1'));
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('203.0.113.7')).not.toBe(rateLimitKey('203.0.113.8'));
  });

  it('forgets windows once they expire, however many addresses came', () => {
    let now = 0;
    const limiter = createRateLimiter(1, 1_000, () => now);
    for (let index = 0; index < 50_000; index += 1) limiter.hit(`10.0.${index >> 8}.${index & 255}`);
    expect(limiter.hit('10.0.0.0').allowed).toBe(false);
    now = 1_000;
    expect(limiter.hit('10.0.0.0').allowed).toBe(true);
    expect(limiter.check('10.0.0.0').allowed).toBe(false);
  });
});

describe('the scheduled rebuild', () => {
  it('runs by default just after midnight in Brisbane', () => {
    const { rebuildSchedule } = loadConfig({});
    expect(rebuildSchedule).not.toBeNull();
    const job = new Cron(rebuildSchedule!.pattern, { timezone: rebuildSchedule!.timeZone, paused: true });
    // 10:00 in Brisbane on 5 January is 00:00 UTC; the next run is 00:01 on 6 January there.
    expect(job.nextRun(new Date('2027-01-05T00:00:00Z'))?.toISOString()).toBe('2027-01-05T14:01:00.000Z');
    job.stop();
  });

  it('can be turned off, and refuses a pattern or zone that is not one', () => {
    expect(loadConfig({ REBUILD_SCHEDULE: 'off' }).rebuildSchedule).toBeNull();
    expect(() => loadConfig({ REBUILD_SCHEDULE: 'every day' })).toThrow(/REBUILD_SCHEDULE/);
    expect(() => loadConfig({ REBUILD_TIMEZONE: 'Mars/Olympus' })).toThrow(/REBUILD_TIMEZONE/);
  });

  it("takes the site's calendar day and year in Brisbane, not UTC", () => {
    expect(siteDate(new Date('2026-12-31T14:30:00Z'))).toBe('2027-01-01');
    expect(siteYear(new Date('2026-12-31T14:30:00Z'))).toBe(2027);
  });
});

describe('the build environment', () => {
  it("keeps the publisher's secrets from the build, but not what the build needs", () => {
    const env = buildEnvironment({
      PATH: '/usr/bin',
      SANITY_PROJECT_ID: 'abc',
      SANITY_READ_TOKEN: 'read',
      SANITY_WEBHOOK_SECRET: 'webhook',
      CONTACT_WEBHOOK_URL: 'https://hooks.example/secret',
      PREVIEW_SECRET: 'preview',
    });
    expect(env).toEqual({ PATH: '/usr/bin', SANITY_PROJECT_ID: 'abc', SANITY_READ_TOKEN: 'read' });
  });
});

describe('the Studio origins allowed to read the publish status', () => {
  it('takes https origins, and http only on localhost for sanity dev', () => {
    expect(
      loadConfig({ STUDIO_ORIGIN: 'https://northwind.sanity.studio, http://localhost:3333' }).studioOrigins,
    ).toEqual(['https://northwind.sanity.studio', 'http://localhost:3333']);
    expect(loadConfig({}).studioOrigins).toEqual([]);
  });

  it.each(['http://northwind.sanity.studio', 'https://northwind.sanity.studio/desk', 'northwind.sanity.studio'])(
    'refuses %s at startup',
    (origin) => expect(() => loadConfig({ STUDIO_ORIGIN: origin })).toThrow(/STUDIO_ORIGIN/),
  );
});
