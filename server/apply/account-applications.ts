import {
  applyHref,
  CONTINUE_APPLICATION_FIELD,
  CONTINUE_STEP,
  type ApplyCourse,
} from '../../contracts/applications/apply-routes.ts';
import { ACCOUNT_APPLICATIONS_MARK } from '../../contracts/account-page.ts';
import type { AccountApplication } from '../applications/application-store.ts';
import { escapeHtml } from '../forms/form-page.ts';
import { BUTTON } from './apply-pages.ts';

const STATES: Record<AccountApplication['state'], string> = {
  draft: 'Not sent yet',
  sent: 'Sent',
  received: 'With our training team',
};

const CELL = 'border-b border-slate-300 px-3 py-3 text-left align-top';

/**
 * The applications tied to an account, as /account shows them: the course, the reference (or "Draft"), the state
 * and, for a draft, a button that opens it on this device, or, when a coordinator has since closed its course to
 * applications online, a link to its course's application, whose page says how to apply instead (not-open-page.ts).
 * No answer of the application is shown.
 */
export function accountApplicationsHtml(applications: readonly AccountApplication[], courses: readonly ApplyCourse[]) {
  const rows = applications
    .map((application) => {
      const course = courses.find((candidate) => candidate.code === application.courseCode);
      const name = escapeHtml(course ? `${course.code} ${course.title}` : application.courseCode);
      const action =
        application.state !== 'draft'
          ? ''
          : course
            ? `<form method="post" action="${applyHref(course.code, CONTINUE_STEP)}"><input type="hidden" name="${CONTINUE_APPLICATION_FIELD}" value="${escapeHtml(application.id)}"><button type="submit" class="${BUTTON}">Continue<span class="sr-only"> your application for ${escapeHtml(course.code)}</span></button></form>`
            : `This course no longer takes applications online: <a class="font-semibold underline" href="${applyHref(application.courseCode)}">how to apply</a>`;
      return `<tr><td class="${CELL}">${name}</td><td class="${CELL}">${escapeHtml(application.reference ?? 'Draft')}</td><td class="${CELL}">${STATES[application.state]}</td><td class="${CELL}">${action}</td></tr>`;
    })
    .join('');
  return `<section ${ACCOUNT_APPLICATIONS_MARK} aria-labelledby="account-applications-title" class="mt-10"><h2 id="account-applications-title" class="text-xl font-bold text-navy-900">Your applications to study</h2><div class="mt-4 overflow-x-auto"><table class="w-full text-slate-800"><thead><tr><th scope="col" class="${CELL}">Course</th><th scope="col" class="${CELL}">Reference</th><th scope="col" class="${CELL}">State</th><th scope="col" class="${CELL}"><span class="sr-only">Action</span></th></tr></thead><tbody>${rows}</tbody></table></div></section>`;
}
