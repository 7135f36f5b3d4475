import { previewNotice } from './notice.ts';
import { PREVIEW_POLL_MS, PREVIEW_STATUS_PATH, type PreviewStatus } from '../../../contracts/preview/protocol.ts';

/**
 * Keeps a preview page current: asks the publisher about the preview every half second while the tab is
 * visible, reloads once a newer preview build is ready and says in the bar what is happening.
 */
export function watchPreview(bar: HTMLElement, pageRelease: string): void {
  const message = bar.querySelector<HTMLElement>('[data-preview-message]');
  let timer: number | undefined;

  async function poll(): Promise<void> {
    timer = undefined;
    let status: PreviewStatus | 'ended' | null = null;
    try {
      const response = await fetch(PREVIEW_STATUS_PATH, { cache: 'no-store', credentials: 'same-origin' });
      if (response.status === 401) status = 'ended';
      else if (response.ok) status = (await response.json()) as PreviewStatus;
    } catch {
      // The publisher is restarting or the network dropped: ask again on the next tick.
    }
    if (status) {
      const notice = previewNotice(pageRelease, status);
      if (notice.reload) return location.reload();
      if (message && message.textContent !== notice.message) message.textContent = notice.message;
      if (status === 'ended') return;
    }
    schedule();
  }

  function schedule(): void {
    if (timer === undefined && document.visibilityState === 'visible')
      timer = window.setTimeout(() => void poll(), PREVIEW_POLL_MS);
  }

  document.addEventListener('visibilitychange', schedule);
  schedule();
}
