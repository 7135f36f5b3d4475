import { describe, expect, it } from 'vitest';
import { validateContactMessage } from '../../contracts/contact/message.ts';

const message = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '',
  subject: 'Enrolment',
  message: 'Hello',
  page: '/get-in-touch',
  submitted_at: '2026-11-21T03:04:05.678Z',
};

describe('the contact message check, shared by the form and the publisher', () => {
  it('keeps the known fields, trimmed, with line breaks normalised in the message only', () => {
    const result = validateContactMessage({ ...message, name: '  Jordan Lee ', message: 'a\r\nb\rc', extra: 'x' });
    expect(result).toEqual({ ok: true, message: { ...message, message: 'a\nb\nc' } });
  });

  it('reads a missing or null optional field as empty text', () => {
    const { phone: _phone, ...withoutPhone } = message;
    expect(validateContactMessage({ ...withoutPhone, page: null })).toEqual({
      ok: true,
      message: { ...message, page: '' },
    });
  });

  it('reports the first problem in the form’s order, naming its field', () => {
    expect(validateContactMessage({ ...message, email: 'nope', subject: '' })).toEqual({
      ok: false,
      error: 'Email is not a valid e-mail address.',
      field: 'email',
    });
    expect(validateContactMessage({ ...message, phone: 412 })).toEqual({
      ok: false,
      error: 'Phone must be text.',
      field: 'phone',
    });
    expect(validateContactMessage({ ...message, subject: 'Hi\u202eyou' })).toEqual({
      ok: false,
      error: 'Subject must be one line, without control or text-direction characters.',
      field: 'subject',
    });
  });

  it('refuses a body that is not an object, naming no field', () => {
    for (const body of [null, [message], 'text', 3]) {
      expect(validateContactMessage(body)).toEqual({
        ok: false,
        error: 'The body must be a JSON object.',
        field: null,
      });
    }
  });
});
