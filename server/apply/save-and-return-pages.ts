import {
  applyHref,
  RESUME_STEP,
  RESUME_TOKEN_PARAM,
  SAVE_STEP,
  type ApplyCourse,
  type ApplyData,
} from '../../contracts/applications/apply-routes.ts';
import type { FieldErrors } from '../../contracts/applications/field-errors.ts';
import { escapeHtml } from '../forms/form-page.ts';
import { backLink, BUTTON, contactLinks, frame, type ApplyPage } from './apply-pages.ts';
import { errorSummary, textInput } from './fields-html.ts';

const heading = (text: string) => `<h1 class="mt-2 text-3xl font-bold text-navy-900">${escapeHtml(text)}</h1>`;
const para = (html: string) => `<p class="mt-4 text-slate-700">${html}</p>`;
const KEPT = 'The link works once, for 7 days. Your answers are kept for 30 days after you last change them.';

/** "Save and come back later": where the link goes (asked for when About you has not given it), then Send. */
export function savePage(
  course: ApplyCourse,
  known: string | undefined,
  typed: string,
  errors: FieldErrors,
): ApplyPage {
  const problem = Object.keys(errors).length > 0 ? 'Error: ' : '';
  const where = known
    ? para(`We will send it to <strong>${escapeHtml(known)}</strong>, the address you gave in About you.`)
    : textInput(
        { name: 'email', label: 'Email address', hint: 'We send the link here, and use it for nothing else.', errors },
        typed,
        {
          type: 'email',
          autocomplete: 'email',
        },
      );
  return {
    title: `${problem}Save and come back later - Apply for ${course.code}`,
    body: frame(
      `${backLink(applyHref(course.code))}${errorSummary(errors)}${heading('Save and come back later')}${para(`Every answer you have saved is kept. We will e-mail you a link to continue your application for ${escapeHtml(course.code)} ${escapeHtml(course.title)} on any device.`)}${para(KEPT)}<form method="post" action="${applyHref(course.code, SAVE_STEP)}" novalidate>${where}<div class="mt-8"><button type="submit" class="${BUTTON}">Send me the link</button></div></form>`,
    ),
  };
}

export function savedPage(course: ApplyCourse): ApplyPage {
  return {
    title: `Check your email - Apply for ${course.code}`,
    body: frame(
      `${heading('Check your email')}${para('We have sent you a link to continue your application.')}${para(KEPT)}<p class="mt-8"><a class="font-semibold text-navy-900 underline" href="${applyHref(course.code)}">Continue now instead</a></p>`,
    ),
  };
}

/** The e-mail could not go (no mail server set up, or it did not take it): nothing is lost, and how to go on. */
export function notSentPage(course: ApplyCourse): ApplyPage {
  return {
    title: `We could not send the link - Apply for ${course.code}`,
    body: frame(
      `${heading('We could not send the link')}${para('Your answers are saved on this device. Please try again in a few minutes, or continue now.')}<p class="mt-8"><a class="font-semibold text-navy-900 underline" href="${applyHref(course.code)}">Continue your application</a></p>`,
    ),
  };
}

/** The e-mailed link's page: its button posts the token, so only the learner's press uses the link up. */
export function resumePage(course: ApplyCourse, token: string): ApplyPage {
  return {
    title: `Continue your application - Apply for ${course.code}`,
    body: frame(
      `${heading('Continue your application')}${para(`Your saved application for ${escapeHtml(course.code)} ${escapeHtml(course.title)} opens on this device. The link then stops working: to continue on another device later, save again.`)}<form method="post" action="${applyHref(course.code, RESUME_STEP)}"><input type="hidden" name="${RESUME_TOKEN_PARAM}" value="${escapeHtml(token)}"><div class="mt-8"><button type="submit" class="${BUTTON}">Continue my application</button></div></form>`,
    ),
  };
}

/** A used, expired or unknown link: what happened and how to go on, and nothing of any application. */
export function linkNotValidPage(course: ApplyCourse, contact: ApplyData['contact']): ApplyPage {
  const reach = contactLinks(contact);
  return {
    title: `This link has been used or has expired - Apply for ${course.code}`,
    body: frame(
      `${heading('This link has been used or has expired')}${para('A link to continue an application works once, and for 7 days after it was sent. Applications not changed for 30 days are deleted.')}${para('If you opened this link before on this device, your application is open there: go to it below. Otherwise you can save again on the device you used and ask for a new link, or start a new application.')}<p class="mt-8 flex flex-wrap gap-4"><a class="${BUTTON}" href="${applyHref(course.code)}">Go to your application for ${escapeHtml(course.code)}</a></p>${para(`Need help? E-mail ${reach.email} or call ${reach.phone}.`)}`,
    ),
  };
}
