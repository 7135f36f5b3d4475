/**
 * The phone menu (MobileNav.astro) is a modal dialog that opens and closes by HTML invoker commands (the
 * browser gives the toggle its expanded state). This keeps Tab inside the sheet (as Radix's dialog did), and
 * closes it on a click on the backdrop and when a link inside is followed (an in-page anchor leaves the page loaded).
 */
const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

const visible = (element: HTMLElement) => element.checkVisibility();

export function installMobileMenu(doc: Document): void {
  const dialog = doc.querySelector<HTMLDialogElement>('dialog[data-mobile-menu]');
  if (!dialog) return;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(visible);
    const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
    if (doc.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
  };
  const onClick = (event: MouseEvent) => {
    // A click on the backdrop lands on the dialog element itself; one on a link leaves the page or scrolls it.
    const target = event.target as Element;
    if (target === dialog || target.closest('a[href]')) dialog.close();
  };
  dialog.addEventListener('keydown', onKeyDown);
  dialog.addEventListener('click', onClick);
}
