import { beforeAll, describe, expect, it } from 'vitest';
import { priceOutcomes, type OutcomeStatus } from '../../contracts/funding/engine.ts';
import type { Answers } from '../../contracts/funding/model.ts';
import { loadCollection } from '../../src/content/collections.ts';
import type { FundingContent } from '../../src/content/funding.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE } from '../../src/content/local-dataset.node.ts';

// The seed's programs, as the site reads them: each case below is a learner checked against the official rule it
// cites (the program documents keep the official page and the day the rules were checked).
let funding: FundingContent;
beforeAll(async () => {
  [funding] = await loadCollection(createLocalBackend(DEFAULT_DATASET_FILE), 'funding');
});

interface Case {
  learner: Answers;
  /** The statuses of the program's price and its concession price. */
  price: OutcomeStatus;
  concession?: OutcomeStatus;
  rule: string;
}

const outcomesFor = (program: string, learner: Answers) => {
  const course = { price: '$5,000', fundingOptions: [{ program, price: '$1,000', concessionPrice: '$500' }] };
  return priceOutcomes(learner, course, funding.programs, funding.questions);
};

function table(program: string, base: Answers, cases: Case[]) {
  it.each(cases)('$rule', ({ learner, price, concession, rule }) => {
    const [full, subsidised, concessionPrice] = outcomesFor(program, { ...base, ...learner });
    expect(full).toMatchObject({ name: 'Full fee', price: '$5,000', status: 'eligible' });
    expect(subsidised.status, `${rule}: ${subsidised.reason}`).toBe(price);
    if (concession) expect(concessionPrice.status, rule).toBe(concession);
  });
}

const QLD: Answers = {
  state: 'QLD',
  age: '30',
  school: 'left',
  residency: 'citizen',
  highest: 'none',
  enrolled: 'none',
  concession: 'no',
};

describe('Queensland Certificate 3 Guarantee', () => {
  table('fundingProgram-qld-c3g', QLD, [
    { learner: { age: '14' }, price: 'not-eligible', rule: 'C3G: aged 15 years or older (14 is not)' },
    { learner: { age: '15' }, price: 'eligible', rule: 'C3G: aged 15 years or older (15 is)' },
    { learner: { school: 'at-school' }, price: 'not-eligible', rule: 'C3G: no longer at school' },
    {
      learner: { school: 'vetis' },
      price: 'eligible',
      rule: 'C3G: school students in a VET in Schools program excepted',
    },
    { learner: { residency: 'permanent' }, price: 'eligible', rule: 'C3G: Australian permanent resident' },
    {
      learner: { residency: 'humanitarian' },
      price: 'eligible',
      rule: 'C3G: permanent resident includes humanitarian entrant',
    },
    {
      learner: { residency: 'visa-pathway' },
      price: 'eligible',
      rule: 'C3G: temporary resident on the pathway to permanent residency',
    },
    { learner: { residency: 'other-visa' }, price: 'not-eligible', rule: 'C3G: other visas are not eligible' },
    { learner: { highest: 'cert-iii' }, price: 'not-eligible', rule: 'C3G: not hold a certificate III or higher' },
    {
      learner: { highest: 'cert-iv-plus' },
      price: 'not-eligible',
      rule: 'C3G: not hold a certificate III or higher (IV)',
    },
    { learner: { highest: 'cert-i-ii' }, price: 'eligible', rule: 'C3G: a certificate I or II does not count' },
    {
      learner: { enrolled: 'cert-iii-plus' },
      price: 'not-eligible',
      rule: 'C3G: not be enrolled in a certificate III or higher',
    },
    { learner: { state: 'NSW' }, price: 'not-eligible', rule: 'C3G: permanently reside in Queensland' },
    {
      learner: { concession: 'yes' },
      price: 'eligible',
      concession: 'eligible',
      rule: 'C3G: concession card holders pay the concessional contribution',
    },
    {
      learner: { concession: 'no' },
      price: 'eligible',
      concession: 'not-eligible',
      rule: 'C3G: without a concession card, the standard contribution',
    },
    { learner: { age: undefined }, price: 'check', rule: 'C3G: without an age we cannot tell' },
  ]);
});

describe('Queensland Higher Level Skills', () => {
  table('fundingProgram-qld-hls', QLD, [
    { learner: { age: '14' }, price: 'not-eligible', rule: 'HLS: aged 15 years or older (14 is not)' },
    { learner: { age: '15' }, price: 'eligible', rule: 'HLS: aged 15 years or older (15 is)' },
    { learner: { school: 'at-school' }, price: 'not-eligible', rule: 'HLS: no longer at school' },
    { learner: { school: 'vetis' }, price: 'eligible', rule: 'HLS: VET in Schools students excepted' },
    {
      learner: { residency: 'humanitarian' },
      price: 'eligible',
      rule: 'HLS: permanent resident includes humanitarian entrant',
    },
    {
      learner: { residency: 'visa-pathway' },
      price: 'eligible',
      rule: 'HLS: temporary resident on the pathway to permanent residency',
    },
    { learner: { residency: 'other-visa' }, price: 'not-eligible', rule: 'HLS: other visas are not eligible' },
    {
      learner: { highest: 'cert-iii' },
      price: 'eligible',
      rule: 'HLS: a certificate III is below the bar of certificate IV',
    },
    { learner: { highest: 'cert-iv-plus' }, price: 'not-eligible', rule: 'HLS: not hold a certificate IV or higher' },
    {
      learner: { enrolled: 'cert-iii-plus' },
      price: 'check',
      rule: 'HLS: one subsidised place; an enrolment may already be it',
    },
    {
      learner: { concession: 'yes' },
      price: 'eligible',
      concession: 'eligible',
      rule: 'HLS: concession card holders pay the concessional contribution',
    },
  ]);
});

const NSW: Answers = {
  state: 'NSW',
  workstate: 'NSW',
  age: '30',
  school: 'left',
  residency: 'citizen',
  concession: 'no',
};

describe('NSW Smart and Skilled', () => {
  table('fundingProgram-nsw-smart-and-skilled', NSW, [
    { learner: { age: '14' }, price: 'not-eligible', rule: 'Smart and Skilled: aged 15 or older (14 is not)' },
    { learner: { age: '15' }, price: 'eligible', rule: 'Smart and Skilled: aged 15 or older (15 is)' },
    { learner: { school: 'at-school' }, price: 'not-eligible', rule: 'Smart and Skilled: no longer at school' },
    {
      learner: { school: 'vetis' },
      price: 'not-eligible',
      rule: 'Smart and Skilled: a school student is funded by the school, not here',
    },
    {
      learner: { state: 'QLD', workstate: 'NSW' },
      price: 'eligible',
      rule: 'Smart and Skilled: living or working in NSW',
    },
    {
      learner: { state: 'QLD', workstate: 'none' },
      price: 'not-eligible',
      rule: 'Smart and Skilled: neither living nor working in NSW',
    },
    {
      learner: { residency: 'permanent' },
      price: 'eligible',
      rule: 'Smart and Skilled: Australian permanent resident',
    },
    { learner: { residency: 'humanitarian' }, price: 'eligible', rule: 'Smart and Skilled: humanitarian visa holder' },
    {
      learner: { residency: 'visa-pathway' },
      price: 'check',
      rule: 'Smart and Skilled: some other visas are eligible, case by case',
    },
    {
      learner: { residency: 'other-visa' },
      price: 'not-eligible',
      rule: 'Smart and Skilled: other visas are not eligible',
    },
    {
      learner: { concession: 'yes' },
      price: 'eligible',
      concession: 'eligible',
      rule: 'Smart and Skilled: Commonwealth welfare recipients pay the concession fee',
    },
    {
      learner: { highest: 'cert-iv-plus', enrolled: 'cert-iii-plus' },
      price: 'eligible',
      rule: 'Smart and Skilled: a qualification held does not bar a place',
    },
  ]);

  it('offers the fee exemption to an eligible learner as "we need to check", and to no one else', () => {
    expect(outcomesFor('fundingProgram-nsw-smart-and-skilled', NSW).at(-1)).toMatchObject({
      price: '$0',
      status: 'check',
    });
    expect(outcomesFor('fundingProgram-nsw-smart-and-skilled', { ...NSW, age: '14' }).at(-1)).toMatchObject({
      price: '$0',
      status: 'not-eligible',
    });
  });
});

const VIC: Answers = {
  state: 'VIC',
  age: '30',
  school: 'left',
  residency: 'citizen',
  highest: 'none',
  started: '0',
  studying: '0',
  concession: 'no',
};

describe('Victorian Skills First', () => {
  table('fundingProgram-vic-skills-first', VIC, [
    { learner: { age: '14' }, price: 'eligible', rule: 'Skills First: no minimum age once out of school (14)' },
    { learner: { age: '15' }, price: 'eligible', rule: 'Skills First: no minimum age once out of school (15)' },
    { learner: { school: 'at-school' }, price: 'not-eligible', rule: 'Skills First: not enrolled at school' },
    {
      learner: { school: 'vetis' },
      price: 'not-eligible',
      rule: 'Skills First: VET in Schools is not a Skills First place',
    },
    {
      learner: { residency: 'humanitarian' },
      price: 'eligible',
      rule: 'Skills First: humanitarian visa holders are eligible',
    },
    {
      learner: { residency: 'visa-pathway' },
      price: 'not-eligible',
      rule: 'Skills First: Australian or NZ citizens and permanent residents only',
    },
    {
      learner: { highest: 'cert-iii' },
      price: 'check',
      rule: 'Skills First: from 20, upskilling; exemptions decided case by case',
    },
    {
      learner: { age: '19', highest: 'cert-iv-plus' },
      price: 'eligible',
      rule: 'Skills First: under 20, the upskilling rule does not apply',
    },
    {
      learner: { started: '2' },
      price: 'not-eligible',
      rule: 'Skills First: at most two subsidised courses started in a calendar year',
    },
    { learner: { started: '1' }, price: 'eligible', rule: 'Skills First: a second course in the year is allowed' },
    { learner: { studying: '2' }, price: 'not-eligible', rule: 'Skills First: at most two subsidised courses at once' },
    { learner: { state: 'QLD' }, price: 'not-eligible', rule: 'Skills First: physically in Victoria' },
    {
      learner: { concession: 'yes' },
      price: 'eligible',
      concession: 'eligible',
      rule: 'Skills First: concession card holders pay the concession fee',
    },
  ]);
});

describe('what the engine says', () => {
  it('names the failed rule in words', () => {
    const [, c3g] = outcomesFor('fundingProgram-qld-c3g', { ...QLD, age: '14' });
    expect(c3g.reason).toBe('This price is for a learner who is aged at least 15.');
  });

  it('asks for the missing answers by their questions', () => {
    const [, c3g] = outcomesFor('fundingProgram-qld-c3g', {});
    expect(c3g.status).toBe('check');
    expect(c3g.reason).toContain('Which state or territory do you live in?');
    expect(c3g.reason).toContain('How old are you?');
  });

  it('always offers the full fee, with no answers at all', () => {
    const outcomes = outcomesFor('fundingProgram-qld-c3g', {});
    expect(outcomes[0]).toMatchObject({ name: 'Full fee', status: 'eligible' });
  });
});
