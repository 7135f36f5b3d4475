import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bodyOf, type ReceivedMail } from '../fixtures/mail-server.ts';
import { MAILBOX, publisherDataDir } from './publisher-data.ts';

/**
 * The text of the newest e-mail to `address` in the test mailbox whose text matches `pattern`. The publisher sends
 * some e-mails after answering, so this waits, bounded, for a busy machine.
 */
export async function mailTextTo(address: string, pattern: RegExp): Promise<string> {
  const file = join(publisherDataDir(process.env.E2E_PORT ?? ''), MAILBOX);
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const text = (await readFile(file, 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReceivedMail)
      .filter((mail) => mail.to === `<${address}>`)
      .map(bodyOf)
      .findLast((body) => pattern.test(body));
    if (text) return text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${address} matching ${pattern}`);
}
