import { describe, expect, it } from 'vitest';
import { page } from '../../studio/schemaTypes/documents/page.ts';
import { preTrainingReview } from '../../studio/schemaTypes/documents/preTrainingReview.ts';
import { cardGrid } from '../../studio/schemaTypes/objects/cardGrid.ts';
import { electiveGroup } from '../../studio/schemaTypes/objects/electiveGroup.ts';
import { navFooterColumn } from '../../studio/schemaTypes/objects/navFooterColumn.ts';
import { navMenu } from '../../studio/schemaTypes/objects/navMenu.ts';
import { pageCourseList } from '../../studio/schemaTypes/objects/pageCourseList.ts';
import { quizQuestion } from '../../studio/schemaTypes/objects/quizQuestion.ts';
import { steps } from '../../studio/schemaTypes/objects/steps.ts';
import { resultSummary } from '../../src/lib/funding/checker.ts';
import { resultsStatus } from '../../src/lib/search/results.ts';

type Prepare = (selection: Record<string, unknown>) => { title?: unknown; subtitle?: unknown };
const listLine = (type: { preview?: unknown }, selection: Record<string, unknown>) => {
  const { title, subtitle } = (type.preview as { prepare: Prepare }).prepare(selection);
  return `${String(title)} | ${String(subtitle)}`;
};
const items = (count: number) => Array.from({ length: count }, (_, index) => ({ _key: `k${index}`, title: 'Step' }));

// What a coordinator reads in the Studio's lists: "1 section", never "1 sections".
describe("the Studio's list previews count in words", () => {
  const previews = [
    { type: page, field: 'sections', one: '1 section', two: '2 sections' },
    { type: quizQuestion, field: 'options', one: '1 answer', two: '2 answers' },
    { type: electiveGroup, field: 'units', one: '1 unit', two: '2 units' },
    { type: steps, field: 'items', one: '1 step', two: '2 steps' },
    { type: cardGrid, field: 'cards', one: '1 card', two: '2 cards' },
    { type: navFooterColumn, field: 'links', one: '1 link', two: '2 links' },
    { type: navMenu, field: 'items', one: '1 item', two: '2 items' },
    { type: pageCourseList, field: 'courses', one: '1 course', two: '2 courses' },
    { type: preTrainingReview, field: 'questions', one: '1 question', two: '2 questions' },
    { type: preTrainingReview, field: 'rules', one: '1 outcome rule', two: '2 outcome rules' },
  ];
  it.each(previews)('$type.name: $one, $two', ({ type, field, one, two }) => {
    expect(listLine(type, { [field]: items(1) })).toMatch(new RegExp(`\\b${one}\\b(?!s)`));
    expect(listLine(type, { [field]: items(2) })).toContain(two);
    expect(listLine(type, {})).toMatch(new RegExp(`\\b0 ${two.slice(2)}\\b`));
  });
});

describe('counts a learner reads', () => {
  it('the fee checker says "1 price" when a course has one', () => {
    expect(resultSummary([{ status: 'eligible' }])).toBe('1 price: 1 you may pay.');
  });
  it('search says "1 result" and "2 results"', () => {
    expect(resultsStatus(1, 'forklift')).toBe('1 result for “forklift”.');
    expect(resultsStatus(2, 'forklift')).toBe('2 results for “forklift”.');
  });
});
