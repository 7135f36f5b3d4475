import { COMPARE_COURSES_PARAM } from '../../contracts/routes';
import type { CompareCourse, CompareData } from '../lib/compare/model';
import {
  allAgree,
  beyondMaxMessage,
  cellsByRow,
  COMPARE_MAX,
  parseCompareCodes,
  selectCourses,
  unknownCodeMessage,
} from '../lib/compare/selection';
import { copyLink, createElement as h, pageCompareData } from './compare-data';

const STICKY = 'sticky left-0 z-10 bg-white print:static';

/** A cell's lines: one as text, more as a list. */
function cellContent(doc: Document, lines: string[]): Node {
  if (lines.length === 1) return doc.createTextNode(lines[0]);
  return h(doc, 'ul', { className: 'list-disc space-y-1 pl-4' }, ...lines.map((line) => h(doc, 'li', { text: line })));
}

function table(doc: Document, data: CompareData, courses: CompareCourse[]): HTMLTableElement {
  const cells = cellsByRow(data, courses);
  const caption = `${courses.length} ${courses.length === 1 ? 'course' : 'courses'} side by side`;
  const head = h(
    doc,
    'tr',
    {},
    h(doc, 'th', { className: `${STICKY} w-36 p-3 text-left align-bottom text-sm text-slate-600`, text: 'Course' }),
    ...courses.map((course) => {
      const th = h(doc, 'th', { className: 'min-w-56 p-3 text-left align-bottom sm:min-w-64' });
      th.scope = 'col';
      const code = course.href
        ? Object.assign(h(doc, 'a', { className: 'text-teal-800 underline underline-offset-2', text: course.code }), {
            href: course.href,
          })
        : h(doc, 'span', { text: course.code });
      th.append(code, h(doc, 'span', { className: 'block font-semibold text-navy-900', text: course.title }));
      return th;
    }),
  );
  (head.firstElementChild as HTMLTableCellElement).scope = 'col';
  const body = data.rows.map((row) => {
    const rowCells = cells.get(row.id)!;
    const tr = h(doc, 'tr', { className: 'border-t border-mist-200 align-top print:break-inside-avoid' });
    tr.dataset.row = row.id;
    tr.dataset.agree = String(allAgree(rowCells));
    const th = h(doc, 'th', {
      className: `${STICKY} p-3 text-left text-sm font-semibold text-navy-900`,
      text: row.label,
    });
    th.scope = 'row';
    tr.append(
      th,
      ...rowCells.map((lines) => h(doc, 'td', { className: 'p-3 text-sm text-slate-800' }, cellContent(doc, lines))),
    );
    return tr;
  });
  return h(
    doc,
    'table',
    { className: 'w-full border-collapse' },
    h(doc, 'caption', { className: 'p-3 text-left font-semibold text-navy-900', text: caption }),
    h(doc, 'thead', {}, head),
    h(doc, 'tbody', {}, ...body),
  );
}

/**
 * /compare?courses=…: the courses of the link side by side, from the build's compare data in the page. The address
 * is the share link; unknown codes are named, and a link with more than four codes shows the first four.
 */
export function installComparePage(doc: Document): void {
  const root = doc.querySelector<HTMLElement>('[data-compare]');
  if (!root) return;
  const part = <E extends HTMLElement>(name: string) => root.querySelector<E>(`[data-${name}]`)!;
  const codes = parseCompareCodes(new URLSearchParams(window.location.search).get(COMPARE_COURSES_PARAM));
  if (codes.length === 0) {
    part('compare-empty').hidden = false;
    return;
  }
  pageCompareData(part('compare-data'))
    .then((data) => {
      const { courses, unknown, found } = selectCourses(codes, data);
      const notes = part('compare-notes');
      const messages = [...unknown.map(unknownCodeMessage), ...(found > COMPARE_MAX ? [beyondMaxMessage(found)] : [])];
      notes.replaceChildren(
        ...messages.map((text) =>
          h(doc, 'p', { className: 'rounded-xl bg-amber-50 p-3 font-semibold text-navy-900', text }),
        ),
      );
      if (courses.length === 0) {
        part('compare-empty').hidden = false;
        return;
      }
      const holder = part('compare-table');
      const built = table(doc, data, courses);
      holder.replaceChildren(built);
      holder.hidden = false;
      // Focusable, so a keyboard can scroll the courses sideways on a phone (WCAG 2.1.1).
      holder.tabIndex = 0;
      const controls = part('compare-controls');
      controls.hidden = false;
      const differences = part<HTMLInputElement>('compare-differences');
      differences.closest('label')!.hidden = courses.length < 2;
      const hiddenCount = part('compare-hidden-count');
      const applyDifferences = () => {
        const agreeing = built.querySelectorAll<HTMLElement>('tr[data-agree="true"]');
        for (const row of agreeing) row.hidden = differences.checked;
        hiddenCount.textContent = differences.checked
          ? `${agreeing.length} ${agreeing.length === 1 ? 'row' : 'rows'} where the courses agree ${agreeing.length === 1 ? 'is' : 'are'} hidden.`
          : '';
      };
      differences.addEventListener('change', applyDifferences);
      applyDifferences();
      part('copy-link').addEventListener('click', () => void copyLink(window.location.href, part('copy-status')));
    })
    .catch(() => {
      part('compare-failed').hidden = false;
    });
}
