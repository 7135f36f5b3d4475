import { loadPagefind } from '../lib/search/pagefind';
import { bindSearchPanel, type SearchPanel } from './search-panel';

let panel: SearchPanel | null = null;
let returnFocus: HTMLElement | null = null;

/** Opens the search dialog (SearchDialog.astro); closing it gives focus back to what opened it. */
export function openSearchDialog(dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  if (!panel) {
    const root = dialog.querySelector<HTMLElement>('[data-search-panel]');
    if (!root) throw new Error('The search dialog has no panel.');
    panel = bindSearchPanel(root, { load: loadPagefind });
    dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
    // A click on the backdrop lands on the dialog element itself.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    dialog.addEventListener('close', () => returnFocus?.focus());
    // Chromium spends the first Escape in a search field on clearing it; the dialog pattern closes at once.
    dialog.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !dialog.open) return;
      event.preventDefault();
      dialog.close();
    });
  }
  returnFocus = opener;
  panel.warm();
  if (!dialog.open) dialog.showModal();
  panel.focus();
}
