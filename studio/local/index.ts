import type { WorkspaceOptions } from 'sanity';
import { localClientFactory } from './client.ts';
import { keepOnThisMachine } from './offline.ts';

/** Set when the Studio is built for the local lake (`npm run studio:local`); a real project's build leaves it unset. */
export const LOCAL_LAKE = process.env.SANITY_STUDIO_LOCAL === '1';

/** The workspace options of the local Studio: its Content Lake client. Nothing for a real project. */
export function localLakeOptions(): Partial<WorkspaceOptions> {
  if (!LOCAL_LAKE) return {};
  // The config is also read in Node (by `sanity build`), where there is no browser to keep offline.
  if (typeof window !== 'undefined') {
    keepOnThisMachine();
    // Sanity warns when its API answers over HTTP/1.1, which is advice about its hosted API; the local lake is
    // a loopback server. This is the Studio's own switch for the protocol it reports.
    localStorage.setItem('_sanity_debugProtocol', 'local-lake');
  }
  return { unstable_clientFactory: localClientFactory };
}
