import { createRoot } from 'react-dom/client';
import type { HistoryAdapter, HistoryRefresh } from '@sanity/visual-editing';
import { VisualEditing } from '@sanity/visual-editing/react';
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
 * The tool's refresh button reloads the page. Its reports of edits need nothing: the publisher hears of every saved
 * change from the Content Lake and builds a new preview, which the preview bar's watcher reloads the page for.
 */
function refresh(payload: HistoryRefresh): false | Promise<void> {
  if (payload.source !== 'manual') return false;
  location.reload();
  return new Promise<void>(() => {});
}

/**
 * Connects a preview page to the Studio's Preview (Presentation) tool with Sanity's own client: the tool's
 * handshake, its navigation and its refresh button. A new preview build reaches the page through the preview
 * bar's watcher, which reloads it. Rendered here rather than through `enableVisualEditing`, whose own lazy
 * import would fail unhandled when a newer preview reloads the page while it loads; this module is loaded whole.
 */
export function connectToStudio(): void {
  // Beside <body>, not in it, so the page's own markup is untouched.
  const host = document.createElement('sanity-visual-editing');
  document.body.after(host);
  createRoot(host).render(<VisualEditing portal={false} history={staticPages} refresh={refresh} />);
}
