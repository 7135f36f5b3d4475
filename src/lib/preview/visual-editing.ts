import { enableVisualEditing, type HistoryAdapter } from '@sanity/visual-editing';
import { isShownPage, pageAddress } from './studio-navigation.ts';

/**
 * The preview is a site of static pages: each page tells the Preview tool where it is once, when it loads,
 * and the tool's navigation (its address bar, "Used on these pages") loads another page.
 */
const staticPages: HistoryAdapter = {
  subscribe(navigate) {
    navigate({ type: 'push', url: pageAddress(new URL(location.href)), title: document.title });
    return () => {};
  },
  update(update) {
    if (update.type === 'pop') return history.back();
    if (isShownPage(update.url, new URL(location.href))) return;
    if (update.type === 'replace') location.replace(update.url);
    else location.assign(update.url);
  },
};

/**
 * Connects a preview page to the Studio's Preview (Presentation) tool with Sanity's own client: the tool's
 * handshake, its navigation and its refresh button. A draft change reaches the page through a new preview
 * build, which the preview bar's watcher reloads the page for, so the tool's mutation refreshes are left to it.
 */
export function connectToStudio(): void {
  enableVisualEditing({
    history: staticPages,
    refresh: (payload) => {
      if (payload.source !== 'manual') return false;
      location.reload();
      return new Promise<void>(() => {});
    },
  });
}
