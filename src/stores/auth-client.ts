import { showToast } from './toasts';
import { createAuthClient } from '../lib/auth/create-auth-client.ts';

const CHANNEL = 'northwind-auth';

/** Other tabs of the site hear of sign-in and sign-out at once, without anything in localStorage. */
function tabsChannel() {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(CHANNEL);
  return {
    post: () => channel.postMessage('changed'),
    listen(onChange: () => void) {
      channel.addEventListener('message', onChange);
      return () => channel.removeEventListener('message', onChange);
    },
  };
}

/** The site's one auth client (spec sections 4 and 7). Islands import it from here. */
export const auth = createAuthClient({ toast: showToast, channel: tabsChannel() });
export const { user, session, loading } = auth;
