import type { Server } from 'node:http';
import type { Accounts } from '../auth/accounts.ts';
import type { Parts } from './start.ts';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Stops the publisher, in this order: publishing, contact, PD registrations, previews and serving stop
 * taking work; the port closes and idle connections go; answers in flight get half of
 * `shutdownTimeoutMs`, then every connection is cut, whatever the client does; once running builds and
 * previews have ended, accounts, the hand-off, applications and their database close last (answers in flight may still
 * need them).
 */
export async function stopApp(
  { publishing, contact, pdRegistration, preview, serving, applications, handoff, database }: Parts,
  server: Server,
  accounts: Accounts | null,
  shutdownTimeoutMs: number,
): Promise<void> {
  publishing.stop();
  contact.close();
  pdRegistration.close();
  const previewClosed = preview?.channel.close();
  serving.close();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await Promise.race([closed, delay(shutdownTimeoutMs / 2)]);
  server.closeAllConnections();
  await Promise.all([publishing.idle(), closed, previewClosed]);
  await accounts?.close();
  await handoff?.close();
  applications?.close();
  await database.close();
}
