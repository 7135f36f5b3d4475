import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApplicationAnswers } from '../../contracts/applications/answers.ts';
import {
  applyHref,
  CONTINUE_APPLICATION_FIELD,
  CONTINUE_STEP,
  RESUME_STEP,
  RESUME_TOKEN_PARAM,
  SAVE_STEP,
  SAVED_STEP,
  type ApplyCourse,
  type ApplyData,
} from '../../contracts/applications/apply-routes.ts';
import { oneLine } from '../../contracts/applications/field-errors.ts';
import { emailProblem } from '../../contracts/applications/validate-about-you.ts';
import { ACCOUNT_PATH } from '../../contracts/routes.ts';
import type { ApplicationStore } from '../applications/application-store.ts';
import { RESET_TOKEN_HEADERS } from '../auth/reset-password-page.ts';
import type { Logger } from '../core/log.ts';
import { sendSeeOther } from '../forms/form-answers.ts';
import type { FormPostGate } from '../forms/form-post.ts';
import { ownOrigin } from '../forms/own-page.ts';
import type { SendMail } from '../handoff/handoff-worker.ts';
import type { ApplyPage } from './apply-pages.ts';
import { TOKEN_PATTERN } from './draft-cookies.ts';
import { resumeLinkEmail } from './learner-emails.ts';
import { linkNotValidPage, notSentPage, resumePage, savedPage, savePage } from './save-and-return-pages.ts';

const APPLICATION_ID = /^[0-9a-f-]{36}$/;

export interface SaveAndReturnOptions {
  store: ApplicationStore;
  show: (
    response: ServerResponse,
    status: number,
    page: ApplyPage,
    method?: string,
    headers?: Record<string, string>,
  ) => Promise<void>;
  setDraft: (request: IncomingMessage, token: string) => string;
  gate: FormPostGate;
  /** The page for an address over the per-client limit: each link sent counts, as each new draft does. */
  tooMany: ApplyPage;
  /** The accounts' SMTP transport; none, no link can be sent. */
  sendMail: SendMail | undefined;
  /** SITE_URL's origin, where e-mail links point; unset, the address the learner used. */
  siteOrigin: string | undefined;
  /** The signed-in account's id, or null. */
  accountOf: (request: IncomingMessage) => Promise<string | null>;
  log: Logger;
}

export interface SaveRequest {
  step: string;
  method: string;
  course: ApplyCourse;
  data: ApplyData;
  /** The learner's own draft for this course and its token, when the cookie holds one. */
  draft: { token: string; answers: ApplicationAnswers } | null;
  /** The post's fields (read under the same-site rule and limits), or null for GET and HEAD. */
  form: URLSearchParams | null;
  client: string;
}

/** Whether a step is one of save and return's own: the save page, its "sent", the e-mailed link and /account's Continue. */
export const isSaveAndReturnStep = (step: string | null) =>
  step === SAVE_STEP || step === SAVED_STEP || step === RESUME_STEP || step === CONTINUE_STEP;

/**
 * "Save and come back later": the save page e-mails a single-use link (7 days, kept only as a hash), straight to the
 * mail server and never queued on disk. The link's page holds its token in a form, and only its button (a post)
 * uses it: mail scanners that fetch links would otherwise spend it. A signed-in learner or employer continues a
 * draft from /account the same way, by a post. The draft then opens on this device with a new cookie, and the
 * old device's cookie stops opening it.
 */
export function saveAndReturn({
  store,
  show,
  setDraft,
  gate,
  tooMany,
  sendMail,
  siteOrigin,
  accountOf,
  log,
}: SaveAndReturnOptions) {
  const openDraft = (request: IncomingMessage, response: ServerResponse, token: string, code: string) => {
    response.setHeader('Set-Cookie', setDraft(request, token));
    sendSeeOther(response, applyHref(code));
  };

  async function save(
    request: IncomingMessage,
    response: ServerResponse,
    { course, data, draft, form, client, method }: SaveRequest,
  ) {
    if (!draft) return sendSeeOther(response, applyHref(course.code));
    const known = draft.answers.aboutYou?.email;
    if (!form) return show(response, 200, savePage(course, known, '', {}), method);
    const typed = form.get('email') ?? '';
    const problem = known ? null : emailProblem(typed);
    if (problem) return show(response, 422, savePage(course, known, typed, { email: problem }));
    if (!sendMail) return show(response, 503, notSentPage(course));
    const counted = gate.limiter.hit(client);
    if (!counted.allowed) return show(response, 429, tooMany);
    const account = await accountOf(request);
    if (account) await store.linkToAccount(draft.token, account);
    const token = await store.issueResumeToken(draft.token);
    if (!token) return sendSeeOther(response, applyHref(course.code));
    const link = new URL(
      `${applyHref(course.code, RESUME_STEP)}?${RESUME_TOKEN_PARAM}=${token}`,
      siteOrigin ?? ownOrigin(request, gate.trustProxy),
    );
    const attempt = await sendMail(resumeLinkEmail(oneLine(known ?? typed), link.href, course, data.contact));
    if (attempt.outcome !== 'delivered') {
      log.warn('applications.resume-link-not-sent', { course: course.code, outcome: attempt.outcome });
      return show(response, 503, notSentPage(course));
    }
    log.info('applications.resume-link-sent', { course: course.code });
    sendSeeOther(response, applyHref(course.code, SAVED_STEP));
  }

  async function resume(
    request: IncomingMessage,
    response: ServerResponse,
    { course, data, form, method }: SaveRequest,
  ) {
    const sent = form
      ? form.get(RESUME_TOKEN_PARAM)
      : new URL(request.url ?? '/', 'http://publisher.invalid').searchParams.get(RESUME_TOKEN_PARAM);
    const token = sent && TOKEN_PATTERN.test(sent) ? sent : null;
    const notValid = () => show(response, 410, linkNotValidPage(course, data.contact), method, RESET_TOKEN_HEADERS);
    if (!form) {
      if (!token || !(await store.isResumable(token))) return notValid();
      return show(response, 200, resumePage(course, token), method, RESET_TOKEN_HEADERS);
    }
    const resumed = token ? await store.resume(token) : null;
    if (!resumed) return notValid();
    log.info('applications.resumed', { course: course.code });
    openDraft(request, response, resumed.draftToken, resumed.answers.course?.courseCode ?? course.code);
  }

  async function continueFromAccount(request: IncomingMessage, response: ServerResponse, { form }: SaveRequest) {
    const id = form?.get(CONTINUE_APPLICATION_FIELD) ?? '';
    const account = form && APPLICATION_ID.test(id) ? await accountOf(request) : null;
    const opened = account ? await store.openForAccount(id, account) : null;
    if (!opened) return sendSeeOther(response, ACCOUNT_PATH);
    openDraft(request, response, opened.draftToken, opened.courseCode);
  }

  return async (request: IncomingMessage, response: ServerResponse, asked: SaveRequest) => {
    if (asked.step === SAVE_STEP) return save(request, response, asked);
    if (asked.step === RESUME_STEP) return resume(request, response, asked);
    if (asked.step === CONTINUE_STEP) {
      if (!asked.form) return sendSeeOther(response, ACCOUNT_PATH);
      return continueFromAccount(request, response, asked);
    }
    if (!asked.draft) return sendSeeOther(response, applyHref(asked.course.code));
    return show(response, 200, savedPage(asked.course), asked.method);
  };
}
