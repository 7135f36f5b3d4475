/**
 * How the Studio, the publisher and a preview page talk about previews of drafts. The enable and
 * disable paths follow Sanity's draft-mode convention, so its Presentation tool can drive them.
 */
export const PREVIEW_ENABLE_PATH = '/api/preview/enable';
export const PREVIEW_DISABLE_PATH = '/api/preview/disable';
/** What a preview page polls, so it reloads itself once a newer preview build is ready. */
export const PREVIEW_STATUS_PATH = '/api/preview/status';
/** The second Sanity webhook (drafts included): a draft changed, so the preview is rebuilt. */
export const PREVIEW_REFRESH_PATH = '/api/preview/refresh';

/** Our own query parameters for the secret and the page to open (the Presentation tool sends its own names). */
export const PREVIEW_SECRET_PARAM = 'secret';
export const PREVIEW_REDIRECT_PARAM = 'redirect';

/** How often a preview page asks whether a newer preview is ready (a tiny JSON answer). */
export const PREVIEW_POLL_MS = 500;

/** GET PREVIEW_STATUS_PATH, for someone previewing. */
export interface PreviewStatus {
  /** The preview build being served; a page built from another one is out of date. */
  releaseId: string | null;
  /** A preview build is running or about to. */
  building: boolean;
  /** Why the latest preview build failed (it names the document and field), when it failed after the one served. */
  failure: string | null;
}

/** The exit link of a preview page: back to the same page, published. */
export const previewExitHref = (path: string) =>
  `${PREVIEW_DISABLE_PATH}?${new URLSearchParams({ [PREVIEW_REDIRECT_PARAM]: path }).toString()}`;
