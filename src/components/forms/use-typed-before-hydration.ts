import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { ISLAND_READY_EVENT } from '../../integrations/interaction/island-ready.ts';
import { changedControls, type ChangedControl } from '../../lib/forms/typed-before-hydration';

/**
 * Right after hydration, before the next paint, hands the island each control changed before it hydrated
 * (client:interaction hydrates on first use, so the first keys, ticks and choices land in the server's HTML). Once
 * the island has rendered what it took, it says it is ready, and client:interaction hands it the submit it held.
 */
export function useTypedBeforeHydration(root: RefObject<HTMLElement | null>, take: (control: ChangedControl) => void) {
  const [taken, setTaken] = useState(false);
  useLayoutEffect(() => {
    if (root.current) for (const control of changedControls(root.current)) take(control);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after hydration shows what was taken, then says ready
    setTaken(true);
    // Once, at hydration: later input reaches the island through its own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (taken) root.current?.dispatchEvent(new Event(ISLAND_READY_EVENT, { bubbles: true }));
  }, [root, taken]);
}
