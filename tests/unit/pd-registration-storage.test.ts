import { describe, expect, it } from 'vitest';
import { initialForm } from '../../contracts/pd-registration/form.ts';
import { saveSubmissionLocally } from '../../src/lib/pd-registration/storage.ts';
import { toSubmission } from '../../contracts/pd-registration/submission.ts';
import { SEED_PD_UNIT } from '../fixtures/pd-unit.ts';

const submission = toSubmission(
  {
    ...initialForm(),
    state: 'VIC',
    sessionDate: '2026-12-01',
    agreedToTerms: true,
    participants: [{ fullName: 'Mia Nguyen', email: 'mia@example.com', mobile: '0412 345 678' }],
  },
  [{ date: '2026-12-01', label: 'December 1, 2026' }],
  SEED_PD_UNIT,
);

describe('saving the PD registration locally', () => {
  it('writes the submission as JSON under the spec key', () => {
    const written = new Map<string, string>();
    expect(saveSubmissionLocally({ setItem: (key, value) => void written.set(key, value) }, submission)).toEqual({
      ok: true,
    });
    expect(JSON.parse(written.get('pd_registration_submission') ?? '')).toEqual(submission);
  });

  it('reports the reason, without its full stop, when storage refuses', () => {
    const full = {
      setItem: () => {
        throw new DOMException(
          "Setting the value of 'pd_registration_submission' exceeded the quota.",
          'QuotaExceededError',
        );
      },
    };
    expect(saveSubmissionLocally(full, submission)).toEqual({
      ok: false,
      reason: "Setting the value of 'pd_registration_submission' exceeded the quota",
    });
  });

  it('gives a reason even for an odd throw', () => {
    const odd = {
      setItem: () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the test is of a storage that throws a bare string
        throw 'blocked';
      },
    };
    expect(saveSubmissionLocally(odd, submission)).toEqual({ ok: false, reason: 'blocked' });
  });
});
