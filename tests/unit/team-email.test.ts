import { describe, expect, it } from 'vitest';
import type { UsiAnswers } from '../../contracts/applications/answers.ts';
import { teamEmail } from '../../server/handoff/team-email.ts';
import { LEARNER, USI } from '../fixtures/application-answers.ts';

const noteFor = (usi: UsiAnswers | undefined) =>
  teamEmail('training@northwind.example', {
    reference: 'NW-7K3P9Q',
    answers: { ...LEARNER, usi },
    outcome: {},
    submittedAt: new Date('2026-11-28T10:00:00Z'),
  }).text;

describe("the training team's note of an application", () => {
  it('says whether the learner gave a USI, will give it later or says they are exempt, never the USI', () => {
    const given = noteFor({ status: 'have', usi: USI });
    const later = noteFor({ status: 'later' });
    const exempt = noteFor({ status: 'exempt' });
    expect(given).toContain('USI: given');
    expect(given).not.toContain(USI);
    expect(later).toContain('USI: not yet; the learner will give it before the course starts');
    expect(exempt).toContain('USI: the learner says they are exempt');
    expect(new Set([given, later, exempt]).size).toBe(3);
    expect(noteFor(undefined)).toContain('USI: not given');
  });
});
