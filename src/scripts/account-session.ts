import { ACCOUNT_OVERVIEW_MARK, SIGNED_OUT_MARK } from '../../contracts/account-page';
import { AUTH_API_PATH } from '../../contracts/routes';

// /account asks the publisher who is signed in before fetching React: a signed-in visitor's overview hydrates at
// once (client:interaction starts on focusin), a signed-out visitor gets the invitation to sign in with no framework
// at all. The publisher already served the part that fits the session it saw (server/auth/account-page.ts); this
// follows a session that began or ended since. If the answer cannot be had, the island hydrates and its own client
// reports what went wrong.
const overview = document.querySelector<HTMLElement>(`[${ACCOUNT_OVERVIEW_MARK}]`);
const invitation = document.querySelector<HTMLElement>(`[${SIGNED_OUT_MARK}]`);
const hydrate = () => overview?.querySelector('astro-island')?.dispatchEvent(new Event('focusin'));

async function signedIn(): Promise<boolean> {
  const answer = await fetch(`${AUTH_API_PATH}/get-session`, { headers: { Accept: 'application/json' } });
  if (!answer.ok) throw new Error(`The session check answered ${answer.status}`);
  return Boolean(((await answer.json()) as { user?: unknown } | null)?.user);
}

signedIn()
  .then((yes) => {
    if (!overview || !invitation) return hydrate();
    overview.hidden = !yes;
    invitation.hidden = yes;
    if (yes) hydrate();
  })
  .catch(hydrate);
