import type { PrivacyNotice, ProgramDeclaration } from '../../../contracts/applications/agreed-content.ts';
import { mergedReview, type ReviewContent, type VersionedReview } from '../../../contracts/applications/review.ts';
import type { FundingProgram } from '../../../contracts/funding/model.ts';
import { contentVersion } from './content-version.ts';

/** A review document as the build reads it: every course's (category null) or one category's. */
export interface ReviewDocument extends ReviewContent {
  category: string | null;
}

/** A course's review: every course's questions and rules, then its category's, as one version. */
export function courseReview(reviews: readonly ReviewDocument[], category: string | null): VersionedReview {
  const pick = (scope: string | null) => reviews.find((review) => review.category === scope) ?? null;
  const { questions, outcomeRules } = mergedReview(pick(null), category ? pick(category) : null);
  const review = { questions, outcomeRules };
  return { ...review, version: contentVersion(review) };
}

/** The privacy notice with its version. */
export function versionedNotice(notice: Omit<PrivacyNotice, 'version'>): PrivacyNotice {
  const { paragraphs, policy } = notice;
  return { paragraphs, policy, version: contentVersion({ paragraphs, policy }) };
}

/** The programs' own declarations, each with its version. */
export const programDeclarations = (programs: readonly FundingProgram[]): ProgramDeclaration[] =>
  programs.flatMap((program) => {
    const text = program.declaration?.trim();
    return text ? [{ program: program._id, programName: program.name, text, version: contentVersion(text) }] : [];
  });
