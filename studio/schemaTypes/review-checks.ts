import type { Path, ValidationContext } from 'sanity';
import type { RuleProblem } from '../../contracts/funding/problems.ts';
import type { ReviewContent, ReviewQuestion } from '../../contracts/applications/review.ts';
import { reviewDocumentProblems } from '../../contracts/applications/review-problems.ts';
import { SANITY_API_VERSION } from '../../contracts/sanity-api.ts';
import { draftIdOf, publishedId } from '../../contracts/document-ids.ts';

/** The document type of a pre-training review: its conditions name review questions, not funding questions. */
export const REVIEW_TYPE = 'preTrainingReview';

/** The published questions every course's review asks (a category's review adds to them and may use them). */
const fetchSharedQuestions = (context: ValidationContext) =>
  context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<ReviewQuestion[] | null>(
      `*[_type == "${REVIEW_TYPE}" && !defined(category) && !(_id in path("drafts.**")) && !(_id in path("versions.**"))][0].questions[]{ key, text, kind, choices, area }`,
    );

/** True when no other published review is every course's (one without a category). */
export async function isOnlySharedReview(context: ValidationContext): Promise<boolean> {
  const published = publishedId(context.document?._id ?? '');
  const others = await context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<number>(
      `count(*[_type == "${REVIEW_TYPE}" && !defined(category) && !(_id in [$published, $draft]) && !(_id in path("drafts.**")) && !(_id in path("versions.**"))])`,
      { published, draft: draftIdOf(published) },
    );
  return others === 0;
}

/** Sanity's path of a field (array items by key) as the contract's checks give it (array items by position). */
function indexPath(document: unknown, path: Path): (string | number)[] {
  let value: unknown = document;
  return path.map((segment) => {
    if (typeof segment === 'object' && segment !== null && '_key' in segment) {
      const items = Array.isArray(value) ? (value as { _key?: string }[]) : [];
      const index = items.findIndex((item) => item?._key === segment._key);
      value = items[index];
      return index;
    }
    value = (value as Record<string | number, unknown> | undefined)?.[segment as string | number];
    return segment as string | number;
  });
}

/** The problem the contract's check finds at this very field, so the Studio refuses what the build refuses. */
const problemHere = (problems: RuleProblem[], context: ValidationContext) => {
  const here = indexPath(context.document, context.path ?? []).join('.');
  return problems.find((problem) => problem.path.join('.') === here)?.message ?? true;
};

/**
 * The review's own check (`reviewDocumentProblems`) for the field being validated: a category's review is checked
 * beside the questions every course asks.
 */
export async function reviewFieldProblem(context: ValidationContext): Promise<string | true> {
  const review = context.document as Partial<ReviewContent> & { category?: unknown };
  const shared = review.category ? ((await fetchSharedQuestions(context)) ?? []) : [];
  const content: ReviewContent = { questions: review.questions ?? [], outcomeRules: review.outcomeRules ?? [] };
  return problemHere(reviewDocumentProblems(content, shared), context);
}
