/**
 * "Print or save as PDF" buttons (`data-print-button`, e.g. a course's "Before you enrol"): printing needs a script,
 * so they stay hidden without one, and the browser's own Print still works.
 */
export function installPrintButtons(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-print-button]')) {
    button.hidden = false;
    button.addEventListener('click', () => window.print());
  }
}
