import { APPLY_PATH, applyHref, type ApplyData } from '../../contracts/applications/apply-routes.ts';
import { escapeHtml } from '../forms/form-page.ts';
import { contactLinks, frame, type ApplyPage } from './apply-pages.ts';

/** The courses that take applications here, each to its task list. */
export function openCoursesList(courses: ApplyData['courses']): string {
  const items = courses
    .map(
      ({ code, title }) =>
        `<li class="border-b border-slate-300 py-4"><a class="font-semibold text-navy-900 underline" href="${applyHref(code)}">${escapeHtml(code)} ${escapeHtml(title)}</a></li>`,
    )
    .join('');
  return `<ul class="mt-6 border-t border-slate-300">${items}</ul>`;
}

/** How to apply without the online form: the site settings' e-mail and phone. */
export function applyByEmailOrPhone(contact: ApplyData['contact']): string {
  const { email, phone } = contactLinks(contact);
  return `e-mail ${email} or call ${phone}, and we will send you the application`;
}

/**
 * What the publisher answers at APPLY_PATH itself, where the built page says a static host cannot take
 * applications: the courses that take them here, each to its task list, and how to apply for any other (the page a
 * fee checker's form for a course not open for applications leads to).
 */
export function chooseCoursePage({ courses, contact }: ApplyData): ApplyPage {
  return {
    title: 'Apply online',
    description: 'Choose the course you want to apply for online, or how to apply for any other.',
    canonicalPath: APPLY_PATH,
    body: frame(
      `<h1 class="mt-2 text-3xl font-bold text-navy-900">Apply online</h1><p class="mt-4 text-slate-700">Choose the course you want to apply for. Every answer is saved as you go.</p>${openCoursesList(courses)}<p class="mt-8 text-slate-700">Not every course takes applications online. For any other course, ${applyByEmailOrPhone(contact)}.</p>`,
    ),
  };
}
