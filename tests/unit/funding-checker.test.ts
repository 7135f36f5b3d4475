import { beforeAll, describe, expect, it } from 'vitest';
import { answersFromQuery, answersToQuery } from '../../contracts/funding/answers.ts';
import type { FundingQuestion } from '../../contracts/funding/model.ts';
import { messageFromQuery, subjectFromQuery } from '../../src/lib/contact/message.ts';
import { loadCollection } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE } from '../../src/content/local-dataset.node.ts';
import { answersToStore, enquiryHref, resultSummary, startingAnswers } from '../../src/lib/funding/checker.ts';

let questions: FundingQuestion[];
beforeAll(async () => {
  [{ questions }] = await loadCollection(createLocalBackend(DEFAULT_DATASET_FILE), 'funding');
});

describe('answers in the URL', () => {
  it("uses the issue's parameter names and values, and reads back what it wrote", () => {
    const answers = {
      state: 'QLD',
      age: '15',
      school: 'vetis',
      residency: 'visa-pathway',
      highest: 'cert-i-ii',
      enrolled: 'none',
      concession: 'yes',
    };
    const query = answersToQuery(answers, questions, '?utm_source=mail');
    expect(query).toBe(
      '?utm_source=mail&state=QLD&age=15&school=vetis&residency=visa-pathway&highest=cert-i-ii&enrolled=none&concession=yes',
    );
    expect(answersFromQuery(query, questions)).toEqual(answers);
  });

  it('drops answers a question does not take, and parameters that are no question', () => {
    expect(answersFromQuery('?state=Mars&age=abc&school=left&name=Jo&age2=3', questions)).toEqual({ school: 'left' });
    expect(answersFromQuery('?age=121', questions)).toEqual({});
  });

  it("starts from this visit's answers, with the URL's winning", () => {
    const stored = answersToStore(null, { state: 'NSW', age: '30' });
    expect(startingAnswers('?state=QLD', stored, questions)).toEqual({
      answers: { state: 'QLD', age: '30' },
      fromUrl: true,
    });
    expect(startingAnswers('', stored, questions)).toEqual({ answers: { state: 'NSW', age: '30' }, fromUrl: false });
    expect(startingAnswers('', '{broken', questions)).toEqual({ answers: {}, fromUrl: false });
  });

  it('keeps answers from another course page when this one asks fewer questions', () => {
    const stored = answersToStore(null, { state: 'VIC', started: '1' });
    expect(JSON.parse(answersToStore(stored, { state: 'QLD', age: '20' }))).toEqual({
      state: 'QLD',
      started: '1',
      age: '20',
    });
  });
});

describe('the enquiry link', () => {
  it("fills the contact form's subject and message with the course and the price, and none of the answers", () => {
    const href = enquiryHref(
      { code: 'TLI30321', title: 'Certificate III in Supply Chain Operations' },
      { name: 'Certificate 3 Guarantee', price: '$1,250' },
    );
    expect(href.startsWith('/get-in-touch?')).toBe(true);
    const search = href.slice(href.indexOf('?'));
    expect(subjectFromQuery(search)).toBe('Fee enquiry: TLI30321 Certificate 3 Guarantee');
    expect(messageFromQuery(search)).toBe(
      'Hello, I would like to check whether I can pay the Certificate 3 Guarantee price of $1,250.00 for TLI30321 Certificate III in Supply Chain Operations. Please let me know what you need from me.',
    );
  });
});

it('sums up a result in one line for the live region', () => {
  expect(
    resultSummary([{ status: 'eligible' }, { status: 'check' }, { status: 'not-eligible' }, { status: 'eligible' }]),
  ).toBe('4 prices: 2 you may pay, 1 we need to check, 1 not for you.');
});
