import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
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

/** 'Register & Pay Now': the external form in a modal (spec 7). Radix traps focus and closes on Escape. */
export default function PdFormDialog({ label, title, href, formId }: Props) {
  const [open, setOpen] = useState(false);

  const onOpenChange = (next: boolean) => {
    if (next && formId === null) {
      // Spec 7 and 8: a link without a form id is reported in the console only.
      console.error(`PD session "${title}": cannot read a form id from the form link ${href}`);
      return;
    }
    setOpen(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={`${buttonClass('primary', 'md')} min-h-11 w-full`}>
        {label}
        <Icon name="arrowRight" className="size-4" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/75 backdrop-blur-sm motion-safe:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content className="fixed inset-x-2 top-1/2 z-50 flex max-h-[calc(100dvh-1rem)] -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl outline-none sm:inset-x-auto sm:left-1/2 sm:w-[min(48rem,calc(100vw-2rem))] sm:-translate-x-1/2 motion-safe:animate-[fade-in_150ms_ease-out]">
          <div className="flex items-start justify-between gap-4 border-b border-mist-200 px-5 py-4 sm:px-6">
            <div>
              <Dialog.Title className="text-lg font-bold text-navy-900 sm:text-xl">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                Complete the form below to register and pay for this session.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <CloseButton
                label="Close"
                iconClassName="size-5"
                className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-mist-100 hover:text-navy-900"
              />
            </Dialog.Close>
          </div>
          {formId && (
            <iframe
              src={formEmbedUrl(formId)}
              title={`${title} registration form`}
              loading="lazy"
              className="h-[70dvh] w-full border-0 bg-mist-50"
              allow="payment"
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
