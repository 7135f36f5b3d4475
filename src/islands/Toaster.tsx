import { useStore } from '@nanostores/react';
import * as Toast from '@radix-ui/react-toast';
import { CloseButton } from '../components/ui/CloseButton';
import { Icon } from '../components/icons/Icon';
import type { IconName } from '../components/icons/paths';
import { TOAST_DEFAULT_DURATION_MS, $toast, dismissToast, type ToastVariant } from '../stores/toasts';

const VARIANTS: Record<ToastVariant, { box: string; icon: IconName | null; iconColour: string }> = {
  default: { box: 'border-mist-200 bg-white text-slate-800', icon: null, iconColour: '' },
  success: { box: 'border-teal-600/40 bg-white text-slate-800', icon: 'checkCircle', iconColour: 'text-teal-700' },
  destructive: { box: 'border-red-700 bg-red-700 text-white', icon: 'warning', iconColour: 'text-white' },
};

/**
 * The site's one toaster (Radix Toast: F8 focuses it, swipe right or Escape dismisses). The store holds
 * a single toast, and keying the root by its id makes a new toast replace the one on screen.
 */
export default function Toaster() {
  const toast = useStore($toast);
  const variant = toast ? VARIANTS[toast.variant] : null;
  return (
    <Toast.Provider duration={TOAST_DEFAULT_DURATION_MS} swipeDirection="right">
      {toast && variant && (
        <Toast.Root
          key={toast.id}
          duration={toast.duration}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => open || dismissToast(toast.id)}
          data-variant={toast.variant}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg ${variant.box} relative
            data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)
            data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) motion-safe:data-[state=open]:animate-[toast-in_200ms_ease-out]`}
        >
          {variant.icon && <Icon name={variant.icon} className={`mt-0.5 size-5 shrink-0 ${variant.iconColour}`} />}
          <div className="min-w-0 flex-1">
            <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
            {toast.description && (
              <Toast.Description className="mt-1 text-sm opacity-90">{toast.description}</Toast.Description>
            )}
          </div>
          <Toast.Close asChild>
            <CloseButton
              label="Dismiss notification"
              iconClassName="size-4"
              className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:opacity-100"
            />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="pointer-events-none fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
