import { PUBLIC_CONTACT_ENDPOINT } from 'astro:env/client';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { Field, FormActions, controlClass, describedBy } from '../components/forms/fields';
import { Icon } from '../components/icons/Icon';
import { buttonClass } from '../lib/ui/buttons';
import { CONTACT_TOASTS } from '../lib/contact/toasts';
import {
  buildContactMessage,
  emptyContactFields,
  messageFromQuery,
  subjectFromQuery,
  type ContactFields,
} from '../lib/contact/message';
import { validateContactMessage, type ContactField } from '../../contracts/contact/message';
import { sendContactMessage } from '../lib/contact/send';
import { useTypedBeforeHydration } from '../components/forms/use-typed-before-hydration';
import { CONTACT_API_PATH } from '../../contracts/contact/protocol';
import { showToast } from '../stores/toasts';

interface Props {
  /** Named in the failure toast so the visitor can still reach us. */
  contactEmail: string;
}

/** 'Send Us a Message': the browser checks the required fields; the send states are spec section 4. */
export default function ContactForm({ contactEmail }: Props) {
  const [fields, setFields] = useState<ContactFields>(emptyContactFields);
  const [sending, setSending] = useState(false);
  // The publisher's own rules (control characters, lengths), checked before sending; what was typed stays.
  const [invalid, setInvalid] = useState<{ field: ContactField; error: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (control) => {
    if (control.kind === 'value') setFields((current) => ({ ...current, [control.name]: control.value }));
  });

  // Links such as the LMS page's "Contact Support" name the subject for the visitor, and the fee checker's
  // "Enquire about this price" the message too; what the visitor typed already stays. Read at hydration, so a
  // message sent before it carries them.
  useLayoutEffect(() => {
    const subject = subjectFromQuery(window.location.search);
    const message = messageFromQuery(window.location.search);
    setFields((current) => ({
      ...current,
      subject: current.subject || subject,
      message: current.message || message,
    }));
  }, []);

  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setFields((current) => ({ ...current, [event.target.name]: event.target.value }));
    if (invalid?.field === event.target.name) setInvalid(null);
  };
  const errorOf = (name: ContactField) => (invalid?.field === name ? invalid.error : undefined);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const message = buildContactMessage(fields, window.location.pathname);
    const validation = validateContactMessage(message);
    if (!validation.ok) {
      setInvalid({ field: validation.field ?? 'message', error: validation.error });
      document.getElementById(`contact-${validation.field ?? 'message'}`)?.focus();
      return;
    }
    setSending(true);
    const result = await sendContactMessage(PUBLIC_CONTACT_ENDPOINT, validation.message);
    if (result.ok) {
      setFields(emptyContactFields());
      showToast({ ...CONTACT_TOASTS.success, variant: 'success' });
    } else {
      console.error('The contact message could not be sent.', result.error);
      showToast({
        title: CONTACT_TOASTS.failure.title,
        description: CONTACT_TOASTS.failure.description(contactEmail),
        variant: 'destructive',
      });
    }
    setSending(false);
  };

  const input = (name: keyof ContactFields, type: string, autoComplete: string, required = true) => (
    <input
      id={`contact-${name}`}
      name={name}
      type={type}
      autoComplete={autoComplete}
      required={required}
      value={fields[name]}
      onChange={update}
      className={controlClass(Boolean(errorOf(name)))}
      {...describedBy(`contact-${name}`, errorOf(name))}
    />
  );

  return (
    // Before hydration, or without JavaScript, the browser posts the form to the publisher itself.
    <form
      ref={form}
      method="post"
      action={CONTACT_API_PATH}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="send-us-a-message"
      className="grid gap-5 sm:grid-cols-2"
    >
      <Field id="contact-name" label="Name" required error={errorOf('name')}>
        {input('name', 'text', 'name')}
      </Field>
      <Field id="contact-email" label="Email" required error={errorOf('email')}>
        {input('email', 'email', 'email')}
      </Field>
      <Field id="contact-phone" label="Phone" optional error={errorOf('phone')}>
        {input('phone', 'tel', 'tel', false)}
      </Field>
      <Field id="contact-subject" label="Subject" required error={errorOf('subject')}>
        {input('subject', 'text', 'off')}
      </Field>
      <Field id="contact-message" label="Message" required error={errorOf('message')} className="sm:col-span-2">
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          value={fields.message}
          onChange={update}
          className={controlClass(Boolean(errorOf('message')))}
          {...describedBy('contact-message', errorOf('message'))}
        />
      </Field>
      <FormActions className="sm:col-span-2">
        <button type="submit" disabled={sending} className={buttonClass()}>
          <Icon name="mail" className="size-5" />
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </FormActions>
    </form>
  );
}
