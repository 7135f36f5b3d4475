/**
 * The contact message's one definition: the form checks it before sending and POST /api/contact
 * before storing.
 */
import { EMAIL_PATTERN, EMAIL_TOO_LONG_MESSAGE, emailFitsLimits } from '../rules/email.ts';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Characters as a person counts them: an emoji or an accented letter is one, whatever its UTF-16 length. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

// C0 and C1 controls (NUL, CR, LF, ESC…) and the bidi overrides and isolates that can reorder text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, less tab and line feed
const MULTILINE_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

interface FieldRule {
  label: string;
  required: boolean;
  maxLength: number;
  /** Line breaks (normalised to \n) and tabs allowed. */
  multiline?: boolean;
  check?: (value: string) => string | null;
}

export const CONTACT_FIELD_RULES = {
  name: { label: 'Name', required: true, maxLength: 200 },
  email: {
    label: 'Email',
    required: true,
    maxLength: 254,
    check: (value) =>
      !emailFitsLimits(value)
        ? EMAIL_TOO_LONG_MESSAGE
        : EMAIL_PATTERN.test(value)
          ? null
          : 'Email is not a valid e-mail address.',
  },
  phone: { label: 'Phone', required: false, maxLength: 40 },
  subject: { label: 'Subject', required: true, maxLength: 200 },
  message: { label: 'Message', required: true, maxLength: 5000, multiline: true },
  page: { label: 'Page', required: false, maxLength: 500 },
  submitted_at: {
    label: 'submitted_at',
    required: false,
    maxLength: 40,
    check: (value) => (Number.isNaN(Date.parse(value)) ? 'submitted_at must be an ISO 8601 timestamp.' : null),
  },
} satisfies Record<string, FieldRule>;

export type ContactField = keyof typeof CONTACT_FIELD_RULES;

function problemWith(value: string, rule: FieldRule): string | null {
  if (value === '') return rule.required ? `${rule.label} is required.` : null;
  if ((rule.multiline ? MULTILINE_CONTROL : CONTROL).test(value) || BIDI_CONTROL.test(value)) {
    return rule.multiline
      ? `${rule.label} must not contain control or text-direction characters (line breaks are fine).`
      : `${rule.label} must be one line, without control or text-direction characters.`;
  }
  if (characterCount(value) > rule.maxLength) return `${rule.label} must be at most ${rule.maxLength} characters.`;
  return rule.check?.(value) ?? null;
}

/** The JSON the form posts and the publisher stores (spec sections 3 and 7). */
export type ContactMessage = Record<ContactField, string>;

export type ContactValidation =
  { ok: true; message: ContactMessage } | { ok: false; error: string; field: ContactField | null };

/**
 * Checks a parsed body field by field, in the form's order; unknown fields are dropped. The first problem
 * is reported, with its field. Optional fields stay strings ('' when empty): the shape the automation
 * service gets from a static host too.
 */
export function validateContactMessage(body: unknown): ContactValidation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'The body must be a JSON object.', field: null };
  }
  const message = {} as ContactMessage;
  for (const [field, rule] of Object.entries(CONTACT_FIELD_RULES) as [ContactField, FieldRule][]) {
    const value: unknown = (body as Record<string, unknown>)[field];
    if (value != null && typeof value !== 'string') return { ok: false, error: `${rule.label} must be text.`, field };
    const trimmed = (value ?? '').trim();
    message[field] = rule.multiline ? trimmed.replace(/\r\n?/g, '\n') : trimmed;
    const problem = problemWith(message[field], rule);
    if (problem) return { ok: false, error: problem, field };
  }
  return { ok: true, message };
}
