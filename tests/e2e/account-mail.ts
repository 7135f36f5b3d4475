import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { publisherDataDir } from './publisher-data.ts';

const mailbox = () => join(publisherDataDir(process.env.E2E_PORT ?? ''), 'data', 'mail', 'inbox.ndjson');

/** The reset link (path and query) in the newest e-mail to `email` kept in the publisher's mail outbox. */
export async function resetLinkFor(email: string): Promise<string> {
  // The publisher writes the e-mail after answering; a busy machine may take seconds.
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const inbox = await readFile(mailbox(), 'utf8').catch(() => '');
    const mail = inbox
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { message: { to: string; text: string } })
      .findLast((entry) => entry.message.to === email);
    const link = mail && /https?:\/\/\S+\/account\/reset-password\?token=\S+/.exec(mail.message.text)?.[0];
    if (link) return new URL(link).pathname + new URL(link).search;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No reset e-mail for ${email}`);
}
