import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { ApplicationAnswers } from '../../contracts/applications/answers.ts';
import type { ReviewAdvice } from '../../contracts/applications/review-outcome.ts';
import { REFERENCE_LENGTH, REFERENCE_PREFIX } from '../../contracts/applications/reference.ts';
import { USI_ALPHABET } from '../../contracts/usi.ts';
import { open, seal } from './sealed-box.ts';
import type { Sql } from './sql.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A "save and come back later" link works once, for 7 days. */
export const RESUME_LINK_MS = 7 * DAY_MS;
/** A draft nobody has touched for 30 days is deleted, with its links. */
export const DRAFT_KEPT_MS = 30 * DAY_MS;

const newReference = () =>
  `${REFERENCE_PREFIX}${Array.from({ length: REFERENCE_LENGTH }, () => USI_ALPHABET[randomInt(USI_ALPHABET.length)]).join('')}`;

const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the site worked out for the learner when they submitted, which the answers alone do not hold. */
export interface SubmissionOutcome {
  /** The funding engine's outcome for the price applied for, as the learner saw it ("Eligible", "We need to check"). */
  funding?: string;
  /** The pre-training review's advice the learner was shown. */
  reviewAdvice?: ReviewAdvice;
}

/** A submitted application as the hand-off reads it. */
export interface SubmittedRecord {
  reference: string;
  answers: ApplicationAnswers;
  outcome: SubmissionOutcome;
  submittedAt: Date;
}

/** An application as /account lists it for the account it is tied to: no answer beyond the course. */
export interface AccountApplication {
  id: string;
  courseCode: string;
  /** Null for a draft. */
  reference: string | null;
  state: 'draft' | 'sent' | 'received';
  /** When it was last saved, or sent. */
  at: Date;
}

export interface ApplicationStore {
  /** A new draft; the token is the learner's only way back to it (a cookie), and is kept only as a hash. */
  startDraft(answers: ApplicationAnswers): Promise<{ draftToken: string }>;
  loadDraft(draftToken: string): Promise<ApplicationAnswers | null>;
  /** False when the draft is gone (deleted, submitted, or the token was replaced by a resume link). */
  saveDraft(draftToken: string, answers: ApplicationAnswers): Promise<boolean>;
  /** A single-use token for the "come back later" e-mail, or null when the draft is gone. */
  issueResumeToken(draftToken: string): Promise<string | null>;
  /** Whether a resume link would open a draft now; it stays unused. */
  isResumable(resumeToken: string): Promise<boolean>;
  /** Opens a draft from a resume link once: a new draft token replaces the old one. Null for a used or expired link. */
  resume(resumeToken: string): Promise<{ draftToken: string; answers: ApplicationAnswers } | null>;
  /**
   * Keeps the final answers and gives the application its reference; the draft token stops working. In the same
   * transaction the application joins the hand-off's outbox, so it is waiting there before the learner sees Done.
   */
  submit(
    draftToken: string,
    answers: ApplicationAnswers,
    outcome?: SubmissionOutcome,
  ): Promise<{ reference: string } | null>;
  /** Ties the draft to a signed-in account (once: the first account keeps it). False when the draft is gone. */
  linkToAccount(draftToken: string, userId: string): Promise<boolean>;
  /** The applications tied to an account, newest first. */
  applicationsOf(userId: string): Promise<AccountApplication[]>;
  /** Opens the account's own draft on another device: a new draft token replaces the old one. Null otherwise. */
  openForAccount(applicationId: string, userId: string): Promise<{ draftToken: string; courseCode: string } | null>;
  /** Unties every application from a deleted account; the applications themselves stay. */
  forgetAccount(userId: string): Promise<void>;
  loadSubmitted(reference: string): Promise<ApplicationAnswers | null>;
  /** The answers, the outcome and the time of a submitted application, or null once its answers are deleted. */
  loadForHandoff(reference: string): Promise<SubmittedRecord | null>;
  /** Deletes drafts untouched for 30 days and resume tokens past their time. */
  deleteStale(): Promise<{ drafts: number; resumeTokens: number }>;
}

export function createApplicationStore(sql: Sql, key: Buffer, clock: () => Date): ApplicationStore {
  const now = () => clock().getTime();
  const sealAnswers = (id: string, answers: ApplicationAnswers) => seal(key, JSON.stringify(answers), id);
  const openAnswers = (id: string, box: Uint8Array) => JSON.parse(open(key, box, id)) as ApplicationAnswers;

  const draftRow = async (draftToken: string) => {
    const [row] = await sql.all('SELECT id, answers FROM applications WHERE draft_token_hash = ?', [
      hashOf(draftToken),
    ]);
    return row ? { id: String(row.id), answers: row.answers as Uint8Array } : null;
  };

  /** A new token for a draft, replacing its old one (whichever device held it); null once it is sent or gone. */
  const newDraftToken = async (id: string) => {
    const draftToken = newToken();
    const changed = await sql.run(
      'UPDATE applications SET draft_token_hash = ?, updated_at = ? WHERE id = ? AND submitted_at IS NULL',
      [hashOf(draftToken), now(), id],
    );
    return changed === 1 ? draftToken : null;
  };

  return {
    async startDraft(answers) {
      const id = randomUUID();
      const draftToken = newToken();
      const at = now();
      await sql.run(
        'INSERT INTO applications (id, draft_token_hash, answers, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
        [id, hashOf(draftToken), sealAnswers(id, answers), at, at],
      );
      return { draftToken };
    },

    async loadDraft(draftToken) {
      const row = await draftRow(draftToken);
      return row && openAnswers(row.id, row.answers);
    },

    async saveDraft(draftToken, answers) {
      const row = await draftRow(draftToken);
      if (!row) return false;
      await sql.run('UPDATE applications SET answers = ?, updated_at = ? WHERE id = ?', [
        sealAnswers(row.id, answers),
        now(),
        row.id,
      ]);
      return true;
    },

    async issueResumeToken(draftToken) {
      const row = await draftRow(draftToken);
      if (!row) return null;
      const token = newToken();
      await sql.run('INSERT INTO application_resume_tokens (token_hash, application_id, expires_at) VALUES (?, ?, ?)', [
        hashOf(token),
        row.id,
        now() + RESUME_LINK_MS,
      ]);
      return token;
    },

    async isResumable(resumeToken) {
      const [link] = await sql.all(
        'SELECT r.application_id FROM application_resume_tokens r JOIN applications a ON a.id = r.application_id WHERE r.token_hash = ? AND r.expires_at > ? AND a.submitted_at IS NULL',
        [hashOf(resumeToken), now()],
      );
      return Boolean(link);
    },

    async resume(resumeToken) {
      const hash = hashOf(resumeToken);
      const [link] = await sql.all(
        'SELECT application_id FROM application_resume_tokens WHERE token_hash = ? AND expires_at > ?',
        [hash, now()],
      );
      // Whoever deletes the token uses it: a link opened twice at once still opens once.
      if (!link || (await sql.run('DELETE FROM application_resume_tokens WHERE token_hash = ?', [hash])) !== 1)
        return null;
      const id = String(link.application_id);
      const draftToken = await newDraftToken(id);
      if (!draftToken) return null;
      const [row] = await sql.all('SELECT answers FROM applications WHERE id = ?', [id]);
      return { draftToken, answers: openAnswers(id, row.answers as Uint8Array) };
    },

    async linkToAccount(draftToken, userId) {
      const row = await draftRow(draftToken);
      if (!row) return false;
      await sql.run(
        'INSERT INTO application_accounts (application_id, user_id) VALUES (?, ?) ON CONFLICT (application_id) DO NOTHING',
        [row.id, userId],
      );
      return true;
    },

    async applicationsOf(userId) {
      const rows = await sql.all(
        `SELECT a.id, a.answers, a.reference, a.updated_at, a.submitted_at, h.handed_off_at
         FROM application_accounts l JOIN applications a ON a.id = l.application_id
         LEFT JOIN application_handoffs h ON h.application_id = a.id
         WHERE l.user_id = ? ORDER BY a.updated_at DESC, a.id`,
        [userId],
      );
      return rows.map((row): AccountApplication => ({
        id: String(row.id),
        courseCode: openAnswers(String(row.id), row.answers as Uint8Array).course?.courseCode ?? '',
        reference: row.reference === null ? null : String(row.reference),
        state: row.submitted_at === null ? 'draft' : row.handed_off_at === null ? 'sent' : 'received',
        at: new Date(Number(row.submitted_at ?? row.updated_at)),
      }));
    },

    async forgetAccount(userId) {
      await sql.run('DELETE FROM application_accounts WHERE user_id = ?', [userId]);
    },

    async openForAccount(applicationId, userId) {
      const [row] = await sql.all(
        'SELECT a.answers FROM application_accounts l JOIN applications a ON a.id = l.application_id WHERE l.application_id = ? AND l.user_id = ? AND a.submitted_at IS NULL',
        [applicationId, userId],
      );
      if (!row) return null;
      const draftToken = await newDraftToken(applicationId);
      const courseCode = openAnswers(applicationId, row.answers as Uint8Array).course?.courseCode ?? '';
      return draftToken ? { draftToken, courseCode } : null;
    },

    submit: (draftToken, answers, outcome = {}) =>
      sql.transaction(async (tx) => {
        const [row] = await tx.all('SELECT id FROM applications WHERE draft_token_hash = ?', [hashOf(draftToken)]);
        if (!row) return null;
        const id = String(row.id);
        const reference = newReference();
        const at = now();
        await tx.run(
          'UPDATE applications SET answers = ?, draft_token_hash = NULL, reference = ?, updated_at = ?, submitted_at = ? WHERE id = ?',
          [sealAnswers(id, answers), reference, at, at, id],
        );
        await tx.run('DELETE FROM application_resume_tokens WHERE application_id = ?', [id]);
        await tx.run(
          'INSERT INTO application_handoffs (reference, application_id, course_code, submitted_at, submission_outcome, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?)',
          [reference, id, answers.course?.courseCode ?? '', at, seal(key, JSON.stringify(outcome), reference), at],
        );
        return { reference };
      }),

    async loadSubmitted(reference) {
      const [row] = await sql.all('SELECT id, answers FROM applications WHERE reference = ?', [reference]);
      return row ? openAnswers(String(row.id), row.answers as Uint8Array) : null;
    },

    async loadForHandoff(reference) {
      const [row] = await sql.all(
        'SELECT a.id, a.answers, a.submitted_at, h.submission_outcome FROM applications a JOIN application_handoffs h ON h.application_id = a.id WHERE h.reference = ?',
        [reference],
      );
      if (!row) return null;
      return {
        reference,
        answers: openAnswers(String(row.id), row.answers as Uint8Array),
        outcome: JSON.parse(open(key, row.submission_outcome as Uint8Array, reference)) as SubmissionOutcome,
        submittedAt: new Date(Number(row.submitted_at)),
      };
    },

    async deleteStale() {
      const at = now();
      const resumeTokens = await sql.run('DELETE FROM application_resume_tokens WHERE expires_at <= ?', [at]);
      const stale = await sql.all('SELECT id FROM applications WHERE submitted_at IS NULL AND updated_at < ?', [
        at - DRAFT_KEPT_MS,
      ]);
      let drafts = 0;
      for (const { id } of stale) {
        await sql.run('DELETE FROM application_resume_tokens WHERE application_id = ?', [id]);
        drafts += await sql.run('DELETE FROM applications WHERE id = ? AND submitted_at IS NULL', [id]);
      }
      return { drafts, resumeTokens };
    },
  };
}
