import { describe, expect, it } from 'vitest';
import { publishTime } from '../../studio/publishing/publish-time.ts';

describe("the Publishing tool's times", () => {
  const finished = '2026-11-26T05:07:12.000Z';

  it('reads day, month and year as Australians write them, with the time zone named', () => {
    expect(publishTime(finished, 'Australia/Brisbane')).toBe('26 Nov 2026, 3:07 pm AEST');
    expect(publishTime(finished, 'Australia/Perth')).toBe('26 Nov 2026, 1:07 pm AWST');
  });

  it('says when the publisher has no time to give', () => {
    expect(publishTime(null)).toBe('unknown');
    expect(publishTime(undefined)).toBe('unknown');
  });
});
