import type { ValidationContext } from 'sanity';
import type { FundingQuestion } from '../../contracts/funding/model.ts';
import { SANITY_API_VERSION } from '../../contracts/sanity-api.ts';

/** Every funding question in the dataset, for the rules' checks (drafts of questions do not count). */
export const fetchFundingQuestions = (context: ValidationContext) =>
  context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<FundingQuestion[]>(
      `*[_type == "fundingQuestion" && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{ key, text, kind, choices, phrase, negativePhrase, unit, noneLabel }`,
    );
