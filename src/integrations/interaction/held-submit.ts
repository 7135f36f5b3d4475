/**
 * How long a submit made before its island hydrated waits for the island. Past it, the island's script is taken
 * to be lost (a stalled connection) and the browser posts the form itself, as it would without JavaScript: the
 * visitor is answered by the server, never left waiting on a page that does nothing.
 */
export const HELD_SUBMIT_MS = 8_000;
