import type { ApplyData } from '../../contracts/applications/apply-routes.ts';
import { escapeHtml } from '../forms/form-page.ts';
import { frame, type ApplyPage } from './apply-pages.ts';
import { applyByEmailOrPhone, openCoursesList } from './choose-course-page.ts';

/**
 * What an address of a course's application answers when the course takes none online: a coordinator closed it,
 * or it was retired, after a learner saved a draft, was e-mailed a link to it, or bookmarked a step. Instead of the
 * site's Page Not Found, the learner is told why and how to apply, and where to read about the course when it
 * still has a page.
 */
export function notOpenPage(code: string, coursePage: string | null, { courses, contact }: ApplyData): ApplyPage {
  const course = escapeHtml(code);
  const about = coursePage
    ? `<p class="mt-4 text-slate-700">See the <a class="underline" href="${escapeHtml(coursePage)}">course page for ${course}</a>.</p>`
    : '';
  const others =
    courses.length > 0
      ? `<h2 class="mt-10 text-xl font-bold text-navy-900">Courses you can apply for online</h2>${openCoursesList(courses)}`
      : '';
  return {
    title: 'This course does not take applications online',
    body: frame(
      `<h1 class="mt-2 text-3xl font-bold text-navy-900">This course does not take applications online</h1><p class="mt-4 text-slate-700">${course} does not take applications online. If you started an application for it here, you cannot go on with it online. To apply, ${applyByEmailOrPhone(contact)}.</p>${about}${others}`,
    ),
  };
}
