import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { ApplicationAnswers } from '../../contracts/applications/answers.ts';
import { USI_ALPHABET } from '../../contracts/usi.ts';
import { open, seal } from './sealed-box.ts';
import type { Sql } from './sql.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A "save and come back later" link works once, for 7 days. */
export const RESUME_LINK_MS = 7 * DAY_MS;
/** A draft nobody has touched for 30 days is deleted, with its links. */
export const DRAFT_KEPT_MS = 30 * DAY_MS;

/**
 * A reference the learner can read out on the phone: no 0/O or 1/I to confuse. It is also the AVETMISS client
 * identifier, which holds 10 characters: "NW-" and 7 more (32^7, about 34 billion).
 */
const REFERENCE_LENGTH = 7;
const newReference = () =>
  `NW-${Array.from({ length: REFERENCE_LENGTH }, () => USI_ALPHABET[randomInt(USI_ALPHABET.length)]).join('')}`;

const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ApplicationStore {
  /** A new draft; the token is the learner's only way back to it (a cookie), and is kept only as a hash. */
  startDraft(answers: ApplicationAnswers): Promise<{ draftToken: string }>;
  loadDraft(draftToken: string): Promise<ApplicationAnswers | null>;
  /** False when the draft is gone (deleted, submitted, or the token was replaced by a resume link). */
  saveDraft(draftToken: string, answers: ApplicationAnswers): Promise<boolean>;
  /** A single-use token for the "come back later" e-mail, or null when the draft is gone. */
  issueResumeToken(draftToken: string): Promise<string | null>;
  /** Opens a draft from a resume link once: a new draft token replaces the old one. Null for a used or expired link. */
  resume(resumeToken: string): Promise<{ draftToken: string; answers: ApplicationAnswers } | null>;
  /** Keeps the final answers and gives the application its reference; the draft token stops working. */
  submit(draftToken: string, answers: ApplicationAnswers): Promise<{ reference: string } | null>;
  loadSubmitted(reference: string): Promise<ApplicationAnswers | null>;
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
      const draftToken = newToken();
      const changed = await sql.run(
        'UPDATE applications SET draft_token_hash = ?, updated_at = ? WHERE id = ? AND submitted_at IS NULL',
        [hashOf(draftToken), now(), id],
      );
      if (changed !== 1) return null;
      const [row] = await sql.all('SELECT answers FROM applications WHERE id = ?', [id]);
      return { draftToken, answers: openAnswers(id, row.answers as Uint8Array) };
    },

    async submit(draftToken, answers) {
      const row = await draftRow(draftToken);
      if (!row) return null;
      const reference = newReference();
      const at = now();
      await sql.run(
        'UPDATE applications SET answers = ?, draft_token_hash = NULL, reference = ?, updated_at = ?, submitted_at = ? WHERE id = ?',
        [sealAnswers(row.id, answers), reference, at, at, row.id],
      );
      await sql.run('DELETE FROM application_resume_tokens WHERE application_id = ?', [row.id]);
      return { reference };
    },

    async loadSubmitted(reference) {
      const [row] = await sql.all('SELECT id, answers FROM applications WHERE reference = ?', [reference]);
      return row ? openAnswers(String(row.id), row.answers as Uint8Array) : null;
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
