import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApplicationAnswers } from '../../contracts/applications/answers.ts';
import {
  APPLY_FROM_CHECKER_PATH,
  APPLY_PATH,
  applyHref,
  applyPathInCapitals,
  applyRoute,
  CHECK_STEP,
  DONE_STEP,
  RETURN_TO_CHECK_QUERY,
  SAVE_LATER_FIELD,
  SAVE_LATER_VALUE,
  SAVE_STEP,
  SECTION_STEPS,
  sectionOfStep,
  type ApplyData,
} from '../../contracts/applications/apply-routes.ts';
import { reviewAdvice } from '../../contracts/applications/review-outcome.ts';
import type { SectionKey } from '../../contracts/applications/sections.ts';
import { withSensitiveConsent } from '../../contracts/applications/validate-declaration.ts';
import type { Applications } from '../applications/applications.ts';
import { CONTACT_BODY_LIMIT } from '../contact/contact-endpoint.ts';
import { clientAddress, sendMethodNotAllowed, type RouteHandler } from '../core/http.ts';
import { createRateLimiter, rateLimitKey } from '../core/rate-limit.ts';
import { releaseHasPage, sendHtml, sendSeeOther } from '../forms/form-answers.ts';
import { readFormPost, type FormPostGate, type FormSubsystemOptions } from '../forms/form-post.ts';
import { checkAnswersPage, donePage, frame, stepPage, taskListPage, type ApplyPage } from './apply-pages.ts';
import { agreedContent } from './agreed-content.ts';
import { applyData, pageInShell } from './apply-shell.ts';
import { applyCookies } from './draft-cookies.ts';
import { fromCheckerLocation } from './from-checker.ts';
import { prefillFrom, type Prefill } from './prefill.ts';
import { stepContext } from './step-context.ts';
import { outcomesFor, priceLabel } from './steps/funding-step.ts';
import { nextIncomplete, STEPS } from './steps/steps.ts';
import type { SubmissionOutcome } from '../applications/application-store.ts';
import type { Step, StepContext } from './steps/step.ts';
import type { SendMail } from '../handoff/handoff-worker.ts';
import { accountApplicationsHtml } from './account-applications.ts';
import { isSaveAndReturnStep, saveAndReturn } from './save-and-return.ts';
import { chooseCoursePage } from './choose-course-page.ts';
import { notOpenPage } from './not-open-page.ts';
import { coursePath } from '../../contracts/routes.ts';

export interface ApplyOptions extends FormSubsystemOptions {
  /** Null when applications could not start: the pages say to try later. */
  applications: Applications | null;
  clock: () => Date;
  /** What answers an address under APPLY_PATH that is no question page: the site's own 404. */
  otherwise: RouteHandler;
  /**
   * Told of each submission, once it is in the hand-off's outbox: the hand-off, and the learner's confirmation with
   * it, start at once, not at the next poll.
   */
  onSubmitted: () => void;
  /** The accounts' SMTP transport, for the resume link; none, no link can be sent. */
  sendMail: SendMail | undefined;
  /** The signed-in account's id (better-auth's session), or null: an application started or saved then is tied to it. */
  accountOf: (request: IncomingMessage) => Promise<string | null>;
}

const NOT_AVAILABLE: ApplyPage = {
  title: 'Applications are not available right now',
  body: frame(
    '<h1 class="text-3xl font-bold text-navy-900">Applications are not available right now</h1><p class="mt-4 text-slate-700">Please try again in a few minutes, or e-mail or call our training team.</p>',
  ),
};
const TOO_MANY: ApplyPage = {
  title: 'Too many applications from your address',
  body: frame(
    '<h1 class="text-3xl font-bold text-navy-900">Too many applications from your address</h1><p class="mt-4 text-slate-700">Please try again later. Nothing you sent just now was kept.</p>',
  ),
};

/**
 * Applying online: the question pages under /apply/<code>/…, each a plain form posted back to its own address
 * and answered with 303, in the site's shell. The draft is found by the token in an httpOnly cookie, never by
 * an address, and every step saves to the encrypted store. Posts follow the contact form's rules: our own pages
 * only, its body limit, and its per-client limit on new drafts and sent applications.
 */
export function setupApply({
  config,
  log,
  release,
  applications,
  clock,
  otherwise,
  onSubmitted,
  sendMail,
  accountOf,
}: ApplyOptions) {
  const cookies = applyCookies(config.trustProxy);
  const show = async (
    response: ServerResponse,
    status: number,
    page: ApplyPage,
    method = 'GET',
    headers: Record<string, string> = {},
  ) => sendHtml(response, status, await pageInShell(release(), page), { Vary: 'Cookie', ...headers }, method);
  const gate: FormPostGate = {
    name: 'applications',
    path: APPLY_PATH,
    island: '',
    rateLimited: TOO_MANY.title,
    rateLimitedPage: () => pageInShell(release(), TOO_MANY),
    bodyLimit: CONTACT_BODY_LIMIT,
    limiter: createRateLimiter(config.contact.rateLimit, config.contact.rateWindowMs),
    trustProxy: config.trustProxy,
    log,
    release,
  };
  const saveOrReturn =
    applications &&
    saveAndReturn({
      store: applications.store,
      show,
      setDraft: cookies.setDraft,
      gate,
      tooMany: TOO_MANY,
      sendMail,
      siteOrigin: config.accounts.siteUrl && new URL(config.accounts.siteUrl).origin,
      accountOf,
      log,
    });

  /** A post is still checked and its size limited as any other, then answered with the same page. */
  const showNotOpen = async (
    request: IncomingMessage,
    response: ServerResponse,
    code: string,
    data: ApplyData,
    method: string,
  ) => {
    if (method === 'POST') {
      const client = rateLimitKey(clientAddress(request, config.trustProxy));
      if (!(await readFormPost(gate, request, response, client))) return;
    }
    const coursePage = coursePath(code);
    const hasPage = await releaseHasPage(release(), coursePage);
    return show(response, 404, notOpenPage(code, hasPage ? coursePage : null, data), method);
  };

  const handle: RouteHandler = async (request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    const route = applyRoute(pathname);
    const data = await applyData(release());
    const method = request.method ?? 'GET';
    const search = new URL(request.url ?? '/', 'http://publisher.invalid').search;
    if (pathname === APPLY_FROM_CHECKER_PATH && data) {
      if (method !== 'GET' && method !== 'HEAD') return sendMethodNotAllowed(response, ['GET', 'HEAD']);
      return sendSeeOther(response, fromCheckerLocation(search, data, clock()));
    }
    const capitalised = applyPathInCapitals(pathname);
    if (capitalised && (method === 'GET' || method === 'HEAD')) {
      // The query may hold a resume link's token: no cache keeps the answer.
      response.writeHead(301, {
        Location: `${capitalised}${search}`,
        'Cache-Control': 'no-store',
        'Content-Length': '0',
      });
      response.end();
      return;
    }
    if (pathname === APPLY_PATH && data && data.courses.length > 0 && (method === 'GET' || method === 'HEAD'))
      return show(response, 200, chooseCoursePage(data), method);
    if (!route || !data) return otherwise(request, response);
    if (!['GET', 'HEAD', 'POST'].includes(method)) return sendMethodNotAllowed(response, ['GET', 'HEAD', 'POST']);
    const course = data.courses.find((candidate) => candidate.code === route.code);
    if (!course) return showNotOpen(request, response, route.code, data, method);
    if (!applications) return show(response, 503, NOT_AVAILABLE, method);
    const { store } = applications;
    const now = clock();
    const token = cookies.draftToken(request);
    const loaded = token ? await store.loadDraft(token) : null;
    // A draft for another course is left as it is: this course starts its own.
    const draft = loaded && loaded.course?.courseCode === course.code ? loaded : null;
    const answers: ApplicationAnswers = draft ?? {};
    const context = stepContext(course, data, answers, now);
    const returnToCheck = search === RETURN_TO_CHECK_QUERY;
    const prefill = draft ? { query: '' } : prefillFrom(search, context);
    const query = returnToCheck ? RETURN_TO_CHECK_QUERY : prefill.query;
    const section = route.step === null ? undefined : sectionOfStep(route.step);

    if (saveOrReturn && isSaveAndReturnStep(route.step)) {
      const client = rateLimitKey(clientAddress(request, config.trustProxy));
      const form = method === 'POST' ? await readFormPost(gate, request, response, client) : null;
      if (method === 'POST' && !form) return;
      const own = draft && token ? { token, answers: draft } : null;
      return saveOrReturn(request, response, { step: route.step, method, course, data, draft: own, form, client });
    }

    if (method !== 'POST') {
      if (route.step === null) return show(response, 200, taskListPage(answers, context), method);
      if (section) {
        const shown =
          answers[section] ?? (section === 'course' || section === 'funding' ? prefill[section] : undefined);
        return show(response, 200, stepPage(section, shown, {}, context, query), method);
      }
      if (route.step === CHECK_STEP) {
        if (!draft || nextIncomplete(answers, context)) return sendSeeOther(response, applyHref(course.code));
        return show(response, 200, checkAnswersPage(answers, context), method);
      }
      return showDone(request, response, data, context, method);
    }

    const client = rateLimitKey(clientAddress(request, config.trustProxy));
    const form = await readFormPost(gate, request, response, client);
    if (!form) return;
    if (section)
      return saveStep(
        section,
        form,
        draft ? token : null,
        answers,
        context,
        { query, prefill },
        client,
        request,
        response,
      );
    if (route.step !== CHECK_STEP || !draft || !token || nextIncomplete(answers, context))
      return sendSeeOther(response, applyHref(course.code));
    const counted = gate.limiter.hit(client);
    if (!counted.allowed) return show(response, 429, TOO_MANY);
    const kept: ApplicationAnswers = {
      ...answers,
      background: answers.background && withSensitiveConsent(answers.background, answers.declaration!.sensitiveConsent),
    };
    const sent = await store.submit(token, kept, submissionOutcome(kept, context));
    if (!sent) return sendSeeOther(response, applyHref(course.code));
    log.info('applications.submitted', { reference: sent.reference, course: course.code });
    onSubmitted();
    response.setHeader('Set-Cookie', cookies.sent(request, sent.reference));
    sendSeeOther(response, applyHref(course.code, DONE_STEP));
  };

  async function saveStep(
    key: SectionKey,
    form: URLSearchParams,
    token: string | null,
    answers: ApplicationAnswers,
    context: StepContext,
    { query, prefill }: { query: string; prefill: Prefill },
    client: string,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    const step = STEPS[key] as Step<SectionKey>;
    const given = step.read(form, context);
    const errors = step.validate(given, context);
    if (Object.keys(errors).length > 0) return show(response, 422, stepPage(key, given, errors, context, query));
    // A new draft keeps what the fee checker already answered, so "Your funding" is not asked again.
    const saved: ApplicationAnswers = {
      ...(prefill.funding && { funding: prefill.funding }),
      ...answers,
      [key]: given,
    };
    // The draft names its course from the first step saved, whichever it is: the other steps are for that course.
    // From the fee checker, its state is already chosen.
    saved.course ??= prefill.course ?? { courseCode: context.course.code, intake: '', deliveryMode: '', state: '' };
    // From its first save the draft keeps the texts it shows: a change published later is for new applications.
    saved.agreedContent ??= context.agreed;
    const { store } = applications!;
    let kept = token;
    if (!kept || !(await store.saveDraft(kept, saved))) {
      const counted = gate.limiter.hit(client);
      if (!counted.allowed) return show(response, 429, TOO_MANY);
      kept = (await store.startDraft(saved)).draftToken;
      response.setHeader('Set-Cookie', cookies.setDraft(request, kept));
    }
    const account = await accountOf(request);
    if (account) await store.linkToAccount(kept, account);
    const code = context.course.code;
    if (form.get(SAVE_LATER_FIELD) === SAVE_LATER_VALUE) return sendSeeOther(response, applyHref(code, SAVE_STEP));
    const next = query === RETURN_TO_CHECK_QUERY ? null : nextIncomplete(saved, { ...context, answers: saved });
    sendSeeOther(response, applyHref(code, next ? SECTION_STEPS[next] : CHECK_STEP));
  }

  /** /account's list of the signed-in account's applications, or null when there is none to show. */
  async function accountApplications(request: IncomingMessage): Promise<string | null> {
    const account = applications && (await accountOf(request));
    if (!account) return null;
    const listed = await applications.store.applicationsOf(account);
    return listed.length ? accountApplicationsHtml(listed, (await applyData(release()))?.courses ?? []) : null;
  }

  /** What the learner was shown and the answers alone do not hold: the price's outcome and the review's advice. */
  function submissionOutcome(answers: ApplicationAnswers, context: StepContext): SubmissionOutcome {
    const chosen =
      answers.funding &&
      outcomesFor(answers.funding.checkerAnswers, context).find((entry) => entry.name === answers.funding!.priceName);
    return {
      funding: chosen ? priceLabel(chosen) : undefined,
      reviewAdvice: reviewAdvice(context.agreed.review, answers.review?.answers ?? {}),
    };
  }

  async function showDone(
    request: IncomingMessage,
    response: ServerResponse,
    data: ApplyData,
    context: StepContext,
    method: string,
  ) {
    const reference = cookies.reference(request);
    const sent = reference ? await applications!.store.loadSubmitted(reference) : null;
    if (!reference || !sent || sent.course?.courseCode !== context.course.code)
      return sendSeeOther(response, applyHref(context.course.code));
    const outcome =
      sent.funding &&
      outcomesFor(sent.funding.checkerAnswers, context).find((entry) => entry.name === sent.funding!.priceName);
    const advice = reviewAdvice(agreedContent(sent, context.course, data).review, sent.review?.answers ?? {});
    return show(response, 200, donePage(reference, outcome, advice, context), method);
  }

  return { handle, accountApplications };
}
