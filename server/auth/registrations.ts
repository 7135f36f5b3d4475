import type { BetterAuthOptions, BetterAuthPlugin, DBAdapter } from 'better-auth';
import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { z } from 'zod';
import { checkPdSubmission } from './pd-submission.ts';
import type { PdSubmission } from '../../contracts/pd-registration/submission.ts';
import type { Outbox } from '../outbox/outbox.ts';

/** What the training team's service receives: the spec's submission, with whose account sent it. */
export interface ForwardedRegistration extends PdSubmission {
  registration_id: string;
  account_email: string;
  submitted_at: string;
}

/** One registration as /account lists it. */
export interface StoredRegistration {
  id: string;
  submitted_at: string;
  submission: PdSubmission;
}

interface RegistrationRow {
  id: string;
  userId: string;
  clientId: string;
  payload: string;
  createdAt: Date;
}

const MODEL = 'pdRegistration';
export const REGISTRATIONS_PATH = '/pd-registrations';

const saveBody = z.object({
  /** Made by the browser for each submission, so a retry or a second click stores it once. */
  id: z.uuid(),
  submission: z.unknown(),
});

const listed = (row: RegistrationRow): StoredRegistration => {
  const {
    registration_id: _id,
    account_email: _email,
    submitted_at,
    ...submission
  } = JSON.parse(row.payload) as ForwardedRegistration;
  return { id: row.clientId, submitted_at, submission };
};

/**
 * PD registrations kept with the visitor's account: a table beside better-auth's own (made by the same
 * migrations) and two endpoints behind its session check. Each registration is stored once and handed
 * to the registrations outbox, which forwards it to the training team.
 */
export function pdRegistrations(outbox: Outbox<ForwardedRegistration>) {
  return {
    id: 'pd-registrations',
    schema: {
      [MODEL]: {
        fields: {
          userId: {
            type: 'string',
            required: true,
            index: true,
            references: { model: 'user', field: 'id', onDelete: 'cascade' },
          },
          clientId: { type: 'string', required: true, unique: true },
          payload: { type: 'string', required: true },
          createdAt: { type: 'date', required: true },
        },
      },
    },
    endpoints: {
      savePdRegistration: createAuthEndpoint(
        REGISTRATIONS_PATH,
        { method: 'POST', use: [sessionMiddleware], body: saveBody },
        async (ctx) => {
          const check = checkPdSubmission(ctx.body.submission);
          if (!check.ok) throw new APIError('BAD_REQUEST', { message: check.error, code: 'INVALID_REGISTRATION' });
          const { user } = ctx.context.session;
          const adapter = ctx.context.adapter;
          const existing = () =>
            adapter.findOne<RegistrationRow>({ model: MODEL, where: [{ field: 'clientId', value: ctx.body.id }] });
          const store = async (): Promise<RegistrationRow> => {
            const now = new Date();
            const forwarded: ForwardedRegistration = {
              registration_id: ctx.body.id,
              ...check.submission,
              account_email: user.email,
              submitted_at: now.toISOString(),
            };
            try {
              return await adapter.create<Omit<RegistrationRow, 'id'>, RegistrationRow>({
                model: MODEL,
                data: { userId: user.id, clientId: ctx.body.id, payload: JSON.stringify(forwarded), createdAt: now },
              });
            } catch (error) {
              // Two copies of one submission raced: the unique id let one in; answer with that one.
              const winner = await existing();
              if (winner) return winner;
              throw error;
            }
          };
          const row = (await existing()) ?? (await store());
          if (row.userId !== user.id) {
            throw new APIError('CONFLICT', {
              message: 'This registration belongs to another account.',
              code: 'REGISTRATION_CONFLICT',
            });
          }
          // Also after a crash between storing and queueing: queueing is idempotent on the id.
          await outbox.addOnce(row.clientId, JSON.parse(row.payload) as ForwardedRegistration);
          return ctx.json({ registration: listed(row) });
        },
      ),
      listPdRegistrations: createAuthEndpoint(
        REGISTRATIONS_PATH,
        { method: 'GET', use: [sessionMiddleware] },
        async (ctx) => {
          const rows = await ctx.context.adapter.findMany<RegistrationRow>({
            model: MODEL,
            where: [{ field: 'userId', value: ctx.context.session.user.id }],
            sortBy: { field: 'createdAt', direction: 'desc' },
            limit: 500,
          });
          return ctx.json({ registrations: rows.map(listed) });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

/** An account's registrations go with it; what the outbox already forwarded stays with the training team. */
export async function deleteRegistrationsOf<O extends BetterAuthOptions>(
  adapter: DBAdapter<O>,
  userId: string,
): Promise<void> {
  await adapter.deleteMany({ model: MODEL, where: [{ field: 'userId', value: userId }] });
}

/**
 * Queues every stored registration the outbox does not hold yet: a crash between storing one and
 * queueing it must not leave the training team without it. The outbox skips the ones it has.
 */
export async function requeueRegistrations<O extends BetterAuthOptions>(
  adapter: DBAdapter<O>,
  outbox: Outbox<ForwardedRegistration>,
): Promise<void> {
  const rows = await adapter.findMany<RegistrationRow>({ model: MODEL, limit: Number.MAX_SAFE_INTEGER });
  for (const row of rows) await outbox.addOnce(row.clientId, JSON.parse(row.payload) as ForwardedRegistration);
}
