import { useLayoutEffect, type RefObject } from 'react';
import { changedControls, type ChangedControl } from '../../lib/forms/typed-before-hydration';

/**
 * Right after hydration, before the next paint, hands the island each control changed before it hydrated
 * (client:interaction hydrates on first use, so the first keys land in the server's HTML).
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  take: (control: ChangedControl) => void,
) {
  useLayoutEffect(() => {
    if (form.current) for (const control of changedControls(form.current)) take(control);
    // Once, at hydration: later input reaches the island through its own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
