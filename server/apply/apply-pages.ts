import type { ApplicationAnswers } from '../../contracts/applications/answers.ts';
import {
  applyHref,
  CHECK_STEP,
  RETURN_TO_CHECK_QUERY,
  SAVE_LATER_FIELD,
  SAVE_LATER_VALUE,
  SAVE_STEP,
  SECTION_STEPS,
  type ApplyData,
} from '../../contracts/applications/apply-routes.ts';
import type { FieldErrors } from '../../contracts/applications/field-errors.ts';
import type { ReviewAdvice } from '../../contracts/applications/review-outcome.ts';
import { SECTIONS, type SectionKey } from '../../contracts/applications/sections.ts';
import type { PriceOutcome } from '../../contracts/funding/engine.ts';
import { telHref } from '../../contracts/rules/phone.ts';
import { escapeHtml } from '../forms/form-page.ts';
import { errorSummary } from './fields-html.ts';
import { isComplete, STEPS } from './steps/steps.ts';
import type { Step, StepContext } from './steps/step.ts';

/** What a page puts in the site's shell: its title, the content of its main area, and what its head says. */
export interface ApplyPage {
  title: string;
  body: string;
  /** For search results and link previews; the title when none. */
  description?: string;
  /**
   * The page's own address, for a page anyone may open and a search engine may list (a question page, the task
   * list, Check your answers: none shows an answer to a visitor without the draft). None, the page stays noindex.
   */
  canonicalPath?: string;
}

/** The head of a page of the application for the course, whose address a search engine may list. */
const listed = (context: StepContext, path: string, what: string) => ({
  description: `Apply online for ${context.course.code} ${context.course.title}: ${what}`,
  canonicalPath: path,
});

/** What happens after sending, on Done and in the learner's e-mail. */
export const NEXT_STEPS =
  'Our training team reads your application within 2 business days and contacts you to confirm your enrolment and your price. Quote your reference when you call or write to us.';
/** How to reach the team, on Done (with contactLinks) and in the learner's e-mail (as plain text). */
export const reachUs = ({ email, phone }: ApplyData['contact']) => `Questions? E-mail ${email} or call ${phone}.`;

export const BUTTON =
  'inline-flex items-center justify-center rounded-lg bg-teal-700 px-5 py-3 font-semibold text-white hover:bg-teal-800 focus:outline-2 focus:outline-offset-2 focus:outline-teal-700';
const SECONDARY_BUTTON =
  'inline-flex items-center justify-center rounded-lg border-2 border-teal-700 bg-white px-5 py-2.5 font-semibold text-teal-800 hover:bg-teal-50 focus:outline-2 focus:outline-offset-2 focus:outline-teal-700';
/** The way to "Save and come back later" from a page that is no form: every answer on it is already saved. */
const saveLaterLink = (code: string) =>
  `<p class="mt-6"><a class="font-semibold text-navy-900 underline" href="${applyHref(code, SAVE_STEP)}">Save and come back later</a></p>`;
// Paper has nowhere to go back to, nothing to change and nothing to send: those links and buttons do not print.
export const backLink = (href: string) =>
  `<a class="inline-block text-sm font-semibold text-navy-900 underline print:hidden" href="${escapeHtml(href)}">Back</a>`;
export const caption = (context: StepContext) =>
  `<p class="mt-6 text-sm font-semibold text-slate-600">Apply for ${escapeHtml(context.course.code)} ${escapeHtml(context.course.title)}</p>`;
/** The training team's e-mail address and phone number as links, for a sentence of the page's own. */
export const contactLinks = ({ email, phone }: ApplyData['contact']) => ({
  email: `<a class="underline" href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`,
  phone: `<a class="underline" href="${escapeHtml(telHref(phone))}">${escapeHtml(phone)}</a>`,
});
// The shell's main area has the site's own space above and below, as every page's does.
export const frame = (content: string) => `<div class="mx-auto max-w-2xl px-4">${content}</div>`;

/** A section's question page: back link, the question as its heading, the error summary, its fields, and Continue. */
export function stepPage(
  key: SectionKey,
  answers: ApplicationAnswers[SectionKey] | undefined,
  errors: FieldErrors,
  context: StepContext,
  /** RETURN_TO_CHECK_QUERY from a Change link, or the fee checker's answers still to be saved, or "". */
  query: string,
): ApplyPage {
  const step = STEPS[key] as Step<SectionKey>;
  const code = context.course.code;
  const action = `${applyHref(code, SECTION_STEPS[key])}${query}`;
  const back = query === RETURN_TO_CHECK_QUERY ? applyHref(code, CHECK_STEP) : applyHref(code);
  const problem = Object.keys(errors).length > 0 ? 'Error: ' : '';
  return {
    title: `${problem}${step.heading} - Apply for ${code}`,
    ...listed(context, applyHref(code, SECTION_STEPS[key]), step.heading),
    body: frame(
      `${backLink(back)}${caption(context)}${errorSummary(errors)}<h1 class="mt-2 text-3xl font-bold text-navy-900">${escapeHtml(step.heading)}</h1><form method="post" action="${escapeHtml(action)}" novalidate>${step.fields(answers, errors, context)}<div class="mt-8 flex flex-wrap gap-4"><button type="submit" class="${BUTTON}">Save and continue</button><button type="submit" name="${SAVE_LATER_FIELD}" value="${SAVE_LATER_VALUE}" class="${SECONDARY_BUTTON}">Save and come back later</button></div></form>`,
    ),
  };
}

/** The task list: each section with its state, and the way to check and send once all are complete. */
export function taskListPage(answers: ApplicationAnswers, context: StepContext): ApplyPage {
  const code = context.course.code;
  const rows = SECTIONS.map((section) => {
    const done = isComplete(section.key, answers, context);
    const state = done
      ? '<strong class="rounded bg-teal-50 px-2 py-1 text-sm font-semibold text-teal-900">Completed</strong>'
      : '<strong class="rounded bg-mist-100 px-2 py-1 text-sm font-semibold text-slate-800">Not yet started</strong>';
    return `<li class="flex items-center justify-between gap-4 border-b border-slate-300 py-4"><a class="font-semibold text-navy-900 underline" href="${applyHref(code, SECTION_STEPS[section.key])}" aria-describedby="status-${section.key}">${escapeHtml(section.title)}</a><span id="status-${section.key}" class="shrink-0 whitespace-nowrap">${state}</span></li>`;
  }).join('');
  const complete = SECTIONS.every((section) => isComplete(section.key, answers, context));
  const next = complete
    ? `<p class="mt-8"><a class="${BUTTON}" href="${applyHref(code, CHECK_STEP)}">Check your answers</a></p>`
    : '<p class="mt-8 text-slate-700">Complete every section, then check your answers and send your application.</p>';
  const started = Object.keys(answers).length > 0;
  return {
    title: `Your application - Apply for ${code}`,
    ...listed(context, applyHref(code), 'every section, its state, and every answer saved as you go.'),
    body: frame(
      `${caption(context)}<h1 class="mt-2 text-3xl font-bold text-navy-900">Your application</h1><p class="mt-4 text-slate-700">Every answer is saved as you go. This takes about 20 minutes.</p><ol class="mt-6 border-t border-slate-300">${rows}</ol>${next}${started ? saveLaterLink(code) : ''}`,
    ),
  };
}

/** "Check your answers": every answer by section, each with a Change link that comes back here, then Send. */
export function checkAnswersPage(answers: ApplicationAnswers, context: StepContext): ApplyPage {
  const code = context.course.code;
  const sections = SECTIONS.map((section) => {
    const step = STEPS[section.key] as Step<SectionKey>;
    const given = answers[section.key];
    if (!given) return '';
    const href = `${applyHref(code, SECTION_STEPS[section.key])}${RETURN_TO_CHECK_QUERY}`;
    const rows = step
      .summary(given as never, context)
      .map(
        (row) =>
          `<div class="border-b border-slate-300 py-3 break-inside-avoid sm:flex sm:gap-4"><dt class="font-semibold text-navy-900 sm:w-2/5">${escapeHtml(row.key)}</dt><dd class="mt-1 text-slate-800 sm:mt-0 sm:flex-1">${escapeHtml(row.value)}</dd></div>`,
      )
      .join('');
    return `<h2 class="mt-8 flex items-baseline justify-between text-xl font-bold text-navy-900 break-after-avoid">${escapeHtml(section.title)}<a class="text-base font-semibold underline print:hidden" href="${escapeHtml(href)}">Change<span class="sr-only"> ${escapeHtml(section.title.toLowerCase())}</span></a></h2><dl class="mt-2">${rows}</dl>`;
  }).join('');
  return {
    title: `Check your answers - Apply for ${code}`,
    ...listed(context, applyHref(code, CHECK_STEP), 'check your answers, then send your application.'),
    body: frame(
      `${backLink(applyHref(code))}${caption(context)}<h1 class="mt-2 text-3xl font-bold text-navy-900">Check your answers before sending your application</h1>${sections}<div class="print:hidden"><h2 class="mt-10 text-xl font-bold text-navy-900">Now send your application</h2><p class="mt-2 text-slate-700">By sending it you confirm the declaration you made.</p><form method="post" action="${applyHref(code, CHECK_STEP)}" class="mt-6"><button type="submit" class="${BUTTON}">Send application</button></form>${saveLaterLink(code)}</div>`,
    ),
  };
}

/**
 * Done: the course, the reference, the review's advice, what happens next and how to reach the team, and the
 * evidence to bring for the price. On paper, which has no backgrounds, the banner's border still frames the reference.
 */
export function donePage(
  reference: string,
  outcome: PriceOutcome | undefined,
  advice: ReviewAdvice,
  context: StepContext,
): ApplyPage {
  const evidence = outcome?.evidence.length
    ? `<h2 class="mt-8 text-xl font-bold text-navy-900">What to bring</h2><p class="mt-2 text-slate-700">For the ${escapeHtml(outcome.name)} price, bring:</p><ul class="mt-2 list-disc pl-5 text-slate-700">${outcome.evidence.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
    : '';
  const supports = advice.supports.length
    ? `<ul class="mt-2 list-disc pl-5 text-slate-700">${advice.supports.map((support) => `<li>${escapeHtml(support)}</li>`).join('')}</ul>`
    : '';
  return {
    title: `Application sent - Apply for ${context.course.code}`,
    body: frame(
      `${caption(context)}<div class="mt-2 rounded-lg border-2 border-teal-800 bg-teal-800 p-6 text-center text-white"><h1 class="text-3xl font-bold">Application sent</h1><p class="mt-4 text-lg">Your reference is<br><strong class="text-2xl">${escapeHtml(reference)}</strong></p></div><h2 class="mt-8 text-xl font-bold text-navy-900">${escapeHtml(advice.heading)}</h2>${supports}<h2 class="mt-8 text-xl font-bold text-navy-900">What happens next</h2><p class="mt-2 text-slate-700">${NEXT_STEPS}</p><p class="mt-2 text-slate-700">${reachUs(contactLinks(context.data.contact))}</p>${evidence}`,
    ),
  };
}
