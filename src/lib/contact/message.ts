import { CONTACT_MESSAGE_PARAM, CONTACT_SUBJECT_PARAM } from '../../../contracts/routes.ts';
import type { ContactMessage } from '../../../contracts/contact/message.ts';

/** What the visitor types into the 'Send Us a Message' form. */
export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const emptyContactFields = (): ContactFields => ({ name: '', email: '', phone: '', subject: '', message: '' });

export function buildContactMessage(fields: ContactFields, page: string, now: Date = new Date()): ContactMessage {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    subject: fields.subject.trim(),
    message: fields.message.trim(),
    page,
    submitted_at: now.toISOString(),
  };
}

/** A subject passed in a link, e.g. /contact?subject=LMS_Support → "LMS Support". */
export function subjectFromQuery(search: string): string {
  return (new URLSearchParams(search).get(CONTACT_SUBJECT_PARAM) ?? '').replace(/_/g, ' ').trim();
}

/** A message passed in a link, e.g. the fee checker's "Enquire about this price". */
export function messageFromQuery(search: string): string {
  return (new URLSearchParams(search).get(CONTACT_MESSAGE_PARAM) ?? '').trim();
}
