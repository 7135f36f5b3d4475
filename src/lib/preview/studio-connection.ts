/**
 * Every page of a preview build runs this (src/integrations/preview-client.ts). Sanity's visual-editing client
 * is loaded only where the Studio shows the page, in its Preview tool's frame or window, so a coordinator
 * who opens a preview on its own downloads none of it.
 */
if (window.self !== window.top || window.opener) {
  import('./visual-editing.tsx').then(
    ({ connectToStudio }) => connectToStudio(),
    // The page is being left (a newer preview reloads it), or the client did not load: no connection.
    (error: unknown) => console.warn('The Studio connection did not load:', error),
  );
}
