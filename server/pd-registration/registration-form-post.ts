import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { PD_REGISTRATION_SENT_PATH, UNIT_CODE_FIELD, UNIT_TITLE_FIELD } from '../../contracts/forms/form-posts.ts';
import {
  clampParticipantCount,
  PD_PARTICIPANTS_MAX,
  type PdRegistrationForm,
} from '../../contracts/pd-registration/form.ts';
import { sessionDateLabel } from '../../contracts/pd-registration/session-date-label.ts';
import { toSubmission, type PdSubmission } from '../../contracts/pd-registration/submission.ts';
import { participantField, validatePdRegistration } from '../../contracts/pd-registration/validate.ts';
import { PD_REGISTRATION_PATH } from '../../contracts/routes.ts';
import { checkPdSubmission } from '../auth/pd-submission.ts';
import { clientAddress, sendMethodNotAllowed } from '../core/http.ts';
import type { Logger } from '../core/log.ts';
import { rateLimitKey, type RateLimiter } from '../core/rate-limit.ts';
import { isFormPost, sendFormPage, sendSeeOther } from '../forms/form-answers.ts';
import { formPage, readFormPost, sendRateLimited, type FormPostGate } from '../forms/form-post.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { Release } from '../releases/releases.ts';

/** What the training team's service receives from a registration posted as a form. */
export interface PostedRegistration extends PdSubmission {
  registration_id: string;
  submitted_at: string;
}

/** Ten participants and every other field are a few kilobytes. */
const BODY_LIMIT = 32 * 1024;
/** The island's words for a form with problems (its 'Validation Error' toast). */
const CORRECT_THE_ERRORS = 'Please correct the errors in the form.';
const TEXT_FIELDS = ['companyName', 'supervisor', 'enterpriseCoordinatorName', 'state', 'sessionDate', 'requirements'];
const PARTICIPANT_FIELDS = ['fullName', 'email', 'mobile'] as const;

/** The form as the island holds it, from the posted fields; rows past the chosen number are not part of it. */
function formOf(sent: URLSearchParams): PdRegistrationForm {
  const participantCount = clampParticipantCount(Number(sent.get('participantCount') ?? 1));
  const text = (name: string) => sent.get(name) ?? '';
  return {
    companyName: text('companyName'),
    supervisor: text('supervisor'),
    enterpriseCoordinatorName: text('enterpriseCoordinatorName'),
    state: text('state'),
    sessionDate: text('sessionDate'),
    participantCount,
    participants: Array.from({ length: participantCount }, (_, index) => ({
      fullName: text(participantField(index, 'fullName')),
      email: text(participantField(index, 'email')),
      mobile: text(participantField(index, 'mobile')),
    })),
    requirements: text('requirements'),
    agreedToTerms: sent.has('agreedToTerms'),
  };
}

/** Everything the visitor typed, every participant row included, to put back in the form. */
function valuesOf(sent: URLSearchParams): Record<string, string> {
  const names = [
    ...TEXT_FIELDS,
    'participantCount',
    'agreedToTerms',
    ...Array.from({ length: PD_PARTICIPANTS_MAX }, (_, index) =>
      PARTICIPANT_FIELDS.map((field) => participantField(index, field)),
    ).flat(),
  ];
  return Object.fromEntries(names.map((name) => [name, sent.get(name) ?? '']));
}

export interface RegistrationFormPostOptions {
  outbox: Outbox<PostedRegistration>;
  limiter: RateLimiter;
  trustProxy: number;
  log: Logger;
  release: () => Release | null;
}

/**
 * POST /api/pd-registration, the PD group registration as a plain form (no JavaScript, or sent before the island
 * hydrated): the island's rules and the publisher's submission check, a rate limit, same-site posts only, and
 * the outbox (on disk before the answer). Kept: 303 to the confirmation page. A problem: the form again, filled in.
 */
export function createRegistrationFormPost({ outbox, ...options }: RegistrationFormPostOptions) {
  const gate: FormPostGate = {
    name: 'pd-registration',
    path: PD_REGISTRATION_PATH,
    island: 'PdRegistrationForm',
    rateLimited: 'Too many registrations from your address. Please try again later.',
    bodyLimit: BODY_LIMIT,
    ...options,
  };
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const again = async (values: Record<string, string>, errors: Record<string, string>) =>
      sendFormPage(response, 422, await formPage(gate), {
        island: gate.island,
        values,
        errors,
        notice: CORRECT_THE_ERRORS,
      });
    if (request.method !== 'POST' || !isFormPost(request)) return sendMethodNotAllowed(response, ['POST']);
    const client = rateLimitKey(clientAddress(request, gate.trustProxy));
    const sent = await readFormPost(gate, request, response, client);
    if (!sent) return;
    const values = valuesOf(sent);
    const form = formOf(sent);
    const errors = validatePdRegistration(form);
    if (Object.keys(errors).length > 0) return again(values, errors);
    // The unit comes from hidden fields; checkPdSubmission holds it to a course code and a title's length.
    const unit = { code: sent.get(UNIT_CODE_FIELD) ?? '', title: sent.get(UNIT_TITLE_FIELD) ?? '' };
    const check = checkPdSubmission(
      toSubmission(form, [{ date: form.sessionDate, label: sessionDateLabel(form.sessionDate) }], unit),
    );
    if (!check.ok) {
      gate.log.warn('pd-registration.refused', { client, error: check.error });
      return again(values, {});
    }
    const counted = gate.limiter.hit(client);
    if (!counted.allowed) return sendRateLimited(gate, response, client, values, counted);
    await outbox.add({ registration_id: randomUUID(), ...check.submission, submitted_at: new Date().toISOString() });
    sendSeeOther(response, PD_REGISTRATION_SENT_PATH);
  };
}
