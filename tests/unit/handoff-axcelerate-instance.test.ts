import { describe, expect, it } from 'vitest';
import { ANY_TIME, type ApplicationAnswers } from '../../contracts/applications/answers.ts';
import { instanceOfIntake, liveInstanceOf } from '../../server/handoff/axcelerate-instance.ts';
import { LEARNER } from '../fixtures/application-answers.ts';
import { TLI30321_INTAKES, tli30321ApplyData } from '../integration/fixtures/apply-release.ts';

const INSTANCE_ID = 41862;
const data = tli30321ApplyData({ axcelerateInstances: { [TLI30321_INTAKES.february]: INSTANCE_ID } });
const applying = (course: Partial<NonNullable<ApplicationAnswers['course']>>): ApplicationAnswers => ({
  ...LEARNER,
  course: { ...LEARNER.course!, courseCode: 'TLI30321', ...course },
});

describe('the aXcelerate instance an application is enrolled in', () => {
  it('is the one the coordinator set on the chosen intake, as an accredited program', () => {
    expect(instanceOfIntake(data, applying({ intake: TLI30321_INTAKES.february }))).toEqual({
      instanceID: INSTANCE_ID,
      type: 'p',
    });
  });

  it('is none for an intake without one, for starting any time, or for a course the release no longer offers', () => {
    expect(instanceOfIntake(data, applying({ intake: TLI30321_INTAKES.april }))).toBeUndefined();
    expect(instanceOfIntake(data, applying({ intake: ANY_TIME }))).toBeUndefined();
    expect(
      instanceOfIntake(data, applying({ courseCode: 'TLI40324', intake: TLI30321_INTAKES.february })),
    ).toBeUndefined();
  });

  it('is read from the live release each time, and refused while no release is served, so the hand-off waits', async () => {
    let live: typeof data | null = null;
    const lookup = liveInstanceOf(() => Promise.resolve(live));
    const answers = applying({ intake: TLI30321_INTAKES.february });
    await expect(lookup({ answers })).rejects.toThrow('No live release');
    live = tli30321ApplyData();
    expect(await lookup({ answers })).toBeUndefined();
    live = data;
    expect(await lookup({ answers })).toEqual({ instanceID: INSTANCE_ID, type: 'p' });
  });
});
