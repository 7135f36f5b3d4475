import { describe, expect, it } from 'vitest';
import type { CheckerContent, CheckerCourse } from '../../src/lib/funding/checker.ts';
import { checkerFormTarget } from '../../src/lib/funding/checker-form.ts';

const course = (code: string, applicationsOpen: boolean): CheckerCourse => ({
  code,
  title: code,
  price: '1000',
  fundingOptions: [],
  applicationsOpen,
});
const content = (...courses: CheckerCourse[]): CheckerContent => ({ courses, programs: [], questions: [] });
const PAGE = '/courses/tli30321#fee-checker';

describe('where the fee checker’s form goes without JavaScript', () => {
  it('opens "Your funding" of a course open for applications', () => {
    expect(checkerFormTarget(content(course('TLI30321', true)), PAGE)).toEqual({
      action: '/apply/TLI30321/funding',
      opensApplication: true,
    });
  });

  it('reloads the page of a course not open for applications', () => {
    expect(checkerFormTarget(content(course('TLIF0005', false)), PAGE)).toEqual({
      action: PAGE,
      opensApplication: false,
    });
  });

  it('goes through the publisher from a checker for any course, when one of them is open', () => {
    expect(checkerFormTarget(content(course('TLIF0005', false), course('TLI30321', true)), PAGE)).toEqual({
      action: '/apply/from-fee-checker',
      opensApplication: true,
    });
    expect(checkerFormTarget(content(course('TLIF0005', false), course('TLIF0080', false)), PAGE)).toEqual({
      action: PAGE,
      opensApplication: false,
    });
  });
});
