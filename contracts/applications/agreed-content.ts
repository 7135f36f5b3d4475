/**
 * What a learner reads and agrees to in an application, each part versioned by the build (a hash of its text):
 * the course's pre-training review, the privacy notice and the funding programs' own declarations. A draft keeps
 * the versions it started with, so what the learner agreed to is what the application records, whatever is
 * published after. Imported by the Studio: `.ts` imports only.
 */
import type { VersionedReview } from './review.ts';

/** The privacy notice: Schedule 1 of the National VET Data Policy at least, and a link to our privacy policy. */
export interface PrivacyNotice {
  version: string;
  paragraphs: string[];
  policy: { label: string; href: string };
}

/** A funding program's own declaration, which a learner applying for its price agrees to. */
export interface ProgramDeclaration {
  /** The program's id, as the funding engine's outcome names it. */
  program: string;
  programName: string;
  version: string;
  text: string;
}

export interface AgreedContent {
  review: VersionedReview;
  privacyNotice: PrivacyNotice;
  declarations: ProgramDeclaration[];
}
