import type { PreviewStatus } from '../../../contracts/preview/protocol.ts';

export interface PreviewNotice {
  /** A newer preview build is ready: show it. */
  reload: boolean;
  /** What the preview bar says besides its title ('' for nothing). */
  message: string;
}

/** What a preview page does with the publisher's answer about the preview it was built from. */
export function previewNotice(pageRelease: string, status: PreviewStatus | 'ended'): PreviewNotice {
  if (status === 'ended') {
    return { reload: false, message: 'This preview has ended. Open it again from the Studio to see new changes.' };
  }
  if (status.releaseId && status.releaseId !== pageRelease) return { reload: true, message: '' };
  if (status.failure) {
    return { reload: false, message: `Your latest change cannot be previewed yet: ${status.failure}` };
  }
  return { reload: false, message: status.building ? 'Updating the preview with your latest change…' : '' };
}
