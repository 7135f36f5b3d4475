import { compareHref } from '../../contracts/routes';
import type { CompareCourse } from '../lib/compare/model';
import { COMPARE_MAX } from '../lib/compare/selection';
import { toggleShortlist } from '../lib/shortlist/shortlist';
import { copyLink, createElement as h, loadCompareData } from './compare-data';
import { readShortlist, SHORTLIST_CHANGE, writeShortlist } from './shortlist';

/** One saved course: its name (a link to its page), what it is and costs, and a button to take it off. */
function item(doc: Document, code: string, course: CompareCourse | undefined): HTMLLIElement {
  const name = course ? `${course.code} ${course.title}` : code;
  const title = course?.href
    ? Object.assign(
        h(doc, 'a', { className: 'font-semibold text-teal-800 underline underline-offset-2', text: name }),
        {
          href: course.href,
        },
      )
    : h(doc, 'span', { className: 'font-semibold text-navy-900', text: name });
  const facts = course
    ? [course.rows.kind?.join(' · '), course.rows.duration?.[0], course.rows.fees?.[0]].filter(Boolean).join(' · ')
    : 'This course is no longer offered.';
  const remove = h(
    doc,
    'button',
    {
      className:
        'inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-lg border border-mist-200 px-3 text-sm font-semibold text-navy-900 hover:bg-mist-100',
      text: 'Remove',
    },
    h(doc, 'span', { className: 'sr-only', text: ` ${name}` }),
  );
  remove.type = 'button';
  remove.dataset.remove = code;
  return h(
    doc,
    'li',
    { className: 'flex items-start justify-between gap-4 p-4' },
    h(doc, 'div', {}, title, h(doc, 'p', { className: 'mt-1 text-sm text-slate-700', text: facts })),
    remove,
  );
}

/** /shortlist: the saved courses with Compare, Remove and "Copy link", kept in step with other tabs. */
export function installShortlistPage(doc: Document): void {
  const root = doc.querySelector<HTMLElement>('[data-shortlist-page]');
  if (!root) return;
  const part = <E extends HTMLElement>(name: string) => root.querySelector<E>(`[data-${name}]`)!;
  const list = part<HTMLUListElement>('shortlist-items');
  loadCompareData(root.dataset.source!)
    .then((data) => {
      const byCode = new Map(data.courses.map((course) => [course.code, course]));
      const render = () => {
        const codes = readShortlist();
        part('shortlist-empty').hidden = codes.length > 0;
        list.hidden = codes.length === 0;
        part('shortlist-actions').hidden = codes.length === 0;
        list.replaceChildren(...codes.map((code) => item(doc, code, byCode.get(code))));
        const compare = part<HTMLAnchorElement>('shortlist-compare');
        compare.href = compareHref(codes.slice(0, COMPARE_MAX));
        compare.hidden = codes.length < 2;
        part('shortlist-note').textContent =
          codes.length === 1
            ? 'Add another course to compare them side by side.'
            : codes.length > COMPARE_MAX
              ? `Compare shows the first ${COMPARE_MAX}; remove some to choose which.`
              : '';
      };
      render();
      doc.addEventListener(SHORTLIST_CHANGE, render);
      list.addEventListener('click', (event) => {
        const button = (event.target as Element).closest<HTMLButtonElement>('button[data-remove]');
        if (!button) return;
        const index = readShortlist().indexOf(button.dataset.remove!);
        writeShortlist(doc, toggleShortlist(readShortlist(), button.dataset.remove!).codes);
        // Focus stays in the list: on the next course's button, or on the heading once the list is empty.
        const buttons = list.querySelectorAll<HTMLButtonElement>('button[data-remove]');
        (buttons[Math.min(index, buttons.length - 1)] ?? doc.getElementById('shortlist-heading'))?.focus();
      });
      part('copy-link').addEventListener(
        'click',
        () => void copyLink(new URL(compareHref(readShortlist()), window.location.href).href, part('copy-status')),
      );
    })
    .catch(() => {
      part('compare-failed').hidden = false;
    });
}
