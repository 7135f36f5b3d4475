import { opensSearch } from '../lib/search/shortcuts';
import type { openSearchDialog } from './search-dialog';

const FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * Upgrades the header's search link to open the search dialog, and adds "/" and Ctrl/Cmd+K. Only this
 * loads with the page; the dialog's code and the index load when search is first opened. On /search
 * the page's own field takes the focus instead.
 */
export function installSearchLauncher(doc: Document): void {
  const open = (opener: HTMLElement | null) => {
    const pageInput = doc.querySelector<HTMLInputElement>('[data-search-page] [data-search-input]');
    if (pageInput) return pageInput.focus();
    const dialog = doc.querySelector<HTMLDialogElement>('dialog[data-search-dialog]');
    if (!dialog) return;
    // The dialog names its code's address (src/integrations/lazy-modules/): this script runs inline, unbundled by Vite.
    (import(dialog.dataset.module!) as Promise<{ openSearchDialog: typeof openSearchDialog }>)
      .then(({ openSearchDialog }) => openSearchDialog(dialog, opener))
      .catch(() => opener instanceof HTMLAnchorElement && window.location.assign(opener.href));
  };
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-search-open]');
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(link);
  });
  doc.addEventListener('keydown', (event) => {
    const target = event.target as Element | null;
    const inField = Boolean(target?.closest?.(FIELD));
    const { key, ctrlKey, metaKey, altKey } = event;
    if (event.defaultPrevented || !opensSearch({ key, ctrlKey, metaKey, altKey, inField })) return;
    event.preventDefault();
    const active = doc.activeElement;
    open(active instanceof HTMLElement && active !== doc.body ? active : null);
  });
}
