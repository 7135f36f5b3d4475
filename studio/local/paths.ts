/** Where the local lake answers Content Lake calls, on the same origin as the Studio it serves. */
export const LAKE_PATH = '/lake';
/** The lake's own commands, not Content Lake API: write the published documents back to the seed file. */
export const EXPORT_PATH = `${LAKE_PATH}/local/export`;
/** The calls the lake could not answer in this run (tests fail on any). */
export const UNANSWERED_PATH = `${LAKE_PATH}/local/unanswered`;
/** One connection for all the listen streams of a browser tab (see lake/channel.ts). */
export const CHANNEL_PATH = `${LAKE_PATH}/local/channel`;
/**
 * The meta tag of the served Studio page that names the publisher's origin: the local server sets it when it
 * serves the page, so the local Studio learns at run time what a real Studio is told when it is built.
 */
export const PUBLISHER_META = 'northwind-local-publisher';
