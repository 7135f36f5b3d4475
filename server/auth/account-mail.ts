import type { Transporter } from 'nodemailer';
import type SMTPConnection from 'nodemailer/lib/smtp-connection';
import { resetPasswordHref } from '../../contracts/routes.ts';
import { errorMessage } from '../core/log.ts';
import type { Delivery } from '../outbox/outbox-forwarder.ts';

/** One account e-mail as the outbox keeps it until the mail server takes it. */
export interface AccountEmail {
  kind: 'password-reset';
  to: string;
  subject: string;
  text: string;
}

export function passwordResetEmail(to: string, siteOrigin: string, token: string): AccountEmail {
  const link = new URL(resetPasswordHref(token), siteOrigin).href;
  return {
    kind: 'password-reset',
    to,
    subject: 'Reset your employer account password',
    text: [
      `Someone, hopefully you, asked to reset the password of the employer account for ${to}.`,
      '',
      'To choose a new password, open this link within an hour:',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * Sends account e-mails (and the hand-off's note to the training team) through an SMTP server (nodemailer). A permanent refusal (a 5xx reply, such
 * as an unknown mailbox) is recorded and not retried; anything else is retried until it goes out.
 */
export function smtpDelivery<Email extends Pick<AccountEmail, 'to' | 'subject' | 'text'> = AccountEmail>(
  smtpUrl: string,
  from: string,
): Delivery<Email> {
  // Loaded with the first e-mail sent: most starts of the publisher send none.
  let transport: Promise<Transporter> | null = null;
  return async ({ message }) => {
    try {
      transport ??= import('nodemailer')
        .then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
        .catch((error: unknown) => {
          transport = null;
          throw error;
        });
      await (await transport).sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      return { outcome: 'delivered' };
    } catch (error) {
      const code = (error as SMTPConnection.SMTPError).responseCode;
      if (code !== undefined && code >= 500 && code < 600) return { outcome: 'refused', status: code };
      return { outcome: 'retry', reason: errorMessage(error) };
    }
  };
}
