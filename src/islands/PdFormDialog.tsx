import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Icon } from '../components/icons/Icon';
import { CloseButton } from '../components/ui/CloseButton';
import { formEmbedUrl } from '../lib/courses/pd';
import { buttonClass } from '../lib/ui/buttons';

interface Props {
  label: string;
  /** The session's title, which names the dialog and the form inside it. */
  title: string;
  /** The form link as the Studio holds it, for the console message when it has no form id. */
  href: string;
  formId: string | null;
}

/** An empty stop in the Tab order that passes the focus on at once. */
function FocusEdge({ onFocus }: { onFocus: () => void }) {
  // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- it holds the focus for no time at all
  return <span tabIndex={0} onFocus={onFocus} />;
}

/**
 * 'Register & Pay Now': the external form in a modal (spec 7). The browser's own modal dialog makes the page behind
 * it inert, closes on Escape and gives the focus back to the button; Tab goes round inside it, and the stylesheet
 * stops the page behind from scrolling (src/styles/global.css). A script library's scroll lock would add a `<style>`
 * element at run time, which the strict Content-Security-Policy refuses.
 */
export default function PdFormDialog({ label, title, href, formId }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLIFrameElement>(null);
  // The form's frame exists only while the dialog is open, so nothing of it loads before the visitor asks.
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const descriptionId = useId();

  const show = () => {
    if (formId === null) {
      // Spec 7 and 8: a link without a form id is reported in the console only.
      console.error(`PD session "${title}": cannot read a form id from the form link ${href}`);
      return;
    }
    flushSync(() => setOpen(true));
    dialog.current?.showModal();
    // The browser would focus the first edge below, which sends the focus on into the form.
    closeButton.current?.focus();
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        className={`${buttonClass('primary', 'md')} min-h-11 w-full`}
      >
        {label}
        <Icon name="arrowRight" className="size-4" />
      </button>
      {/* A click on the dimmed page around the box lands on the dialog element itself: it closes, as Escape does. */}
      {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- the keyboard's way is Escape, which the browser gives every modal dialog */}
      <dialog
        ref={dialog}
        data-lock-scroll
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onClick={(event) => event.target === event.currentTarget && close()}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
        className="fixed inset-x-2 top-1/2 bottom-auto m-0 max-h-[calc(100dvh-1rem)] max-w-none -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white p-0 text-slate-800 shadow-2xl outline-none backdrop:bg-navy-950/75 backdrop:backdrop-blur-sm open:flex sm:inset-x-auto sm:left-1/2 sm:w-[min(48rem,calc(100vw-2rem))] sm:-translate-x-1/2 motion-safe:animate-[fade-in_150ms_ease-out] motion-safe:backdrop:animate-[fade-in_150ms_ease-out]"
      >
        {open && (
          <>
            {/* The browser lets Tab leave a modal dialog for its own toolbar, and a script cannot see the keys pressed in
                the form's frame: these edges, reached by Tab, send the focus round instead. */}
            <FocusEdge onFocus={() => (form.current ?? closeButton.current)?.focus()} />
            <div className="flex items-start justify-between gap-4 border-b border-mist-200 px-5 py-4 sm:px-6">
              <div>
                <h2 id={titleId} className="text-lg font-bold text-navy-900 sm:text-xl">
                  {title}
                </h2>
                <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                  Complete the form below to register and pay for this session.
                </p>
              </div>
              <CloseButton
                ref={closeButton}
                label="Close"
                iconClassName="size-5"
                onClick={close}
                className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-mist-100 hover:text-navy-900"
              />
            </div>
            {formId && (
              <iframe
                ref={form}
                src={formEmbedUrl(formId)}
                title={`${title} registration form`}
                loading="lazy"
                className="h-[70dvh] w-full border-0 bg-mist-50"
                allow="payment"
              />
            )}
            <FocusEdge onFocus={() => closeButton.current?.focus()} />
          </>
        )}
      </dialog>
    </>
  );
}
