/**
 * The class of content the browser renders only as it nears the screen (`content-visibility: auto`, defined in
 * src/styles/global.css): until then it has a guessed height.
 */
export const DEFERRED_RENDER_CLASS = 'render-when-near';

/**
 * Renders the deferred content that lies before `target` in the document, so a scroll to the target is measured on
 * real heights: a smooth scroll would otherwise aim at the guessed position and end off target as the content it
 * passes renders. Content after the target stays deferred.
 */
export function renderDeferredBefore(target: Element) {
  for (const deferred of target.ownerDocument.querySelectorAll<HTMLElement>(`.${DEFERRED_RENDER_CLASS}`)) {
    if (deferred.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) {
      deferred.style.contentVisibility = 'visible';
    }
  }
}
