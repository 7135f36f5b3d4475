import { describe, expect, it } from 'vitest';
import { handoffConfig } from '../../server/handoff/handoff-config.ts';

describe('the hand-off settings', () => {
  it('keeps answers 30 days after hand-off unless told, writes CR LF unless told, and uses the files adapter', () => {
    const config = handoffConfig({});
    expect(config.retentionMs).toBe(30 * 24 * 60 * 60 * 1000);
    expect(config.lineEnding).toBe('\r\n');
    expect(config.axcelerate).toBeUndefined();
    expect(config.teamEmail).toBeUndefined();
    expect(handoffConfig({ APPLICATIONS_RETENTION_DAYS: '7', NAT_LINE_ENDING: 'LF' })).toMatchObject({
      retentionMs: 7 * 24 * 60 * 60 * 1000,
      lineEnding: '\n',
    });
  });

  it('refuses what it cannot use, naming the setting', () => {
    expect(() => handoffConfig({ NAT_LINE_ENDING: 'cr' })).toThrow('NAT_LINE_ENDING');
    expect(() => handoffConfig({ APPLICATIONS_RETENTION_DAYS: '0' })).toThrow('APPLICATIONS_RETENTION_DAYS');
    expect(() => handoffConfig({ APPLICATIONS_TEAM_EMAIL: 'training team' })).toThrow('APPLICATIONS_TEAM_EMAIL');
    expect(() => handoffConfig({ AXCELERATE_API_URL: 'https://northwind.app.axcelerate.com/api' })).toThrow(
      'set together',
    );
  });

  it('uses aXcelerate when all three of its settings are given', () => {
    expect(
      handoffConfig({
        AXCELERATE_API_URL: 'https://northwind.app.axcelerate.com/api',
        AXCELERATE_API_TOKEN: 'api',
        AXCELERATE_WS_TOKEN: 'ws',
      }).axcelerate,
    ).toEqual({ apiUrl: 'https://northwind.app.axcelerate.com/api', apiToken: 'api', wsToken: 'ws' });
  });
});
