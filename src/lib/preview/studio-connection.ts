/**
 * Every page of a preview build runs this (src/integrations/preview-client.ts). Sanity's visual-editing client
 * is loaded only where the Studio shows the page, in its Preview tool's frame or window, so a coordinator
 * who opens a preview on its own downloads none of it.
 */
if (window.self !== window.top || window.opener) {
  void import('./visual-editing.ts').then(({ connectToStudio }) => connectToStudio());
}
