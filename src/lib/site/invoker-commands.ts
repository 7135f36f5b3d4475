/** Browsers that run `<button commandfor command="show-modal">` natively (Chromium 135+, Firefox 144+, Safari 26.2+). */
export const supportsInvokerCommands = () => 'commandForElement' in HTMLButtonElement.prototype;

/**
 * Dialogs on static pages (the team dialog on /about) open with HTML invoker commands and need no script.
 * Older browsers get the same behaviour from this listener, which the header script installs on every page.
 */
export function installInvokerCommandFallback(doc: Document = document): void {
  if (supportsInvokerCommands()) return;
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button[commandfor]');
    const target = button ? doc.getElementById(button.getAttribute('commandfor') ?? '') : null;
    if (!button || !(target instanceof HTMLDialogElement)) return;
    const command = button.getAttribute('command');
    if (command === 'show-modal' && !target.open) target.showModal();
    else if (command === 'close' && target.open) target.close();
    else return;
    event.preventDefault();
  };
  doc.addEventListener('click', onClick);
}
