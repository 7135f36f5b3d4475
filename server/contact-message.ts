/**
 * The contact form's JSON (spec sections 3 and 7); the site adds page and submitted_at on send.
 * Optional fields stay strings ('' when empty), the shape the automation service gets when a
 * static host posts the form to it directly.
 */
export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  page: string;
  submitted_at: string;
}

type Field = keyof ContactMessage;

interface FieldRule {
  required: boolean;
  maxLength: number;
  label: string;
}

const RULES: Record<Field, FieldRule> = {
  name: { required: true, maxLength: 200, label: 'Name' },
  email: { required: true, maxLength: 254, label: 'Email' },
  phone: { required: false, maxLength: 40, label: 'Phone' },
  subject: { required: true, maxLength: 200, label: 'Subject' },
  message: { required: true, maxLength: 5000, label: 'Message' },
  page: { required: false, maxLength: 500, label: 'Page' },
  submitted_at: { required: false, maxLength: 40, label: 'submitted_at' },
};

// The same shape the browser's email input accepts in practice: text, @, text, dot, text.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ContactValidation = { ok: true; message: ContactMessage } | { ok: false; error: string };

/** Checks a parsed body field by field; unknown fields are dropped rather than stored. */
export function validateContactMessage(body: unknown): ContactValidation {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, error: 'The body must be a JSON object.' };
  }
  const input = body as Record<string, unknown>;
  const message: Partial<Record<Field, string>> = {};
  for (const [field, rule] of Object.entries(RULES) as Array<[Field, FieldRule]>) {
    const raw = input[field];
    if (raw !== undefined && raw !== null && typeof raw !== 'string')
      return { ok: false, error: `${rule.label} must be text.` };
    const value = raw?.trim() ?? '';
    if (value === '') {
      if (rule.required) return { ok: false, error: `${rule.label} is required.` };
      message[field] = '';
      continue;
    }
    if (value.length > rule.maxLength) {
      return { ok: false, error: `${rule.label} must be at most ${rule.maxLength} characters.` };
    }
    message[field] = value;
  }
  if (!EMAIL.test(message.email ?? '')) return { ok: false, error: 'Email is not a valid e-mail address.' };
  if (message.submitted_at && Number.isNaN(Date.parse(message.submitted_at))) {
    return { ok: false, error: 'submitted_at must be an ISO 8601 timestamp.' };
  }
  return { ok: true, message: message as ContactMessage };
}
