import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { sendJson } from './http.ts';

/**
 * A page and its assets are a few dozen requests; a connection that asks for more is closed after its
 * answer, so nobody can queue thousands of answers on one connection by pipelining requests. Node
 * enforces it (server.maxRequestsPerSocket) for HTTP/1.1 only; this counts every version.
 */
export const MAX_REQUESTS_PER_SOCKET = 100;

const requestsOn = new WeakMap<Socket, number>();

/** Host header lines of a request, as sent (Node keeps only the first in request.headers). */
function hostLines(request: IncomingMessage): number {
  let count = 0;
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    if (request.rawHeaders[index].toLowerCase() === 'host') count += 1;
  }
  return count;
}

/**
 * Refuses what no route should see, and answers it: more than one Host line (RFC 9112 §3.2 requires a
 * 400), and a request past the connection's allowance (503, as Node answers HTTP/1.1). Returns whether
 * the request was answered here.
 */
export function refusedByConnectionLimits(request: IncomingMessage, response: ServerResponse): boolean {
  const count = (requestsOn.get(request.socket) ?? 0) + 1;
  requestsOn.set(request.socket, count);
  if (hostLines(request) > 1) {
    sendJson(response, 400, { error: 'Send one Host header.' }, { Connection: 'close' });
    return true;
  }
  if (count > MAX_REQUESTS_PER_SOCKET) {
    sendJson(response, 503, { error: 'Too many requests on one connection; open a new one.' }, { Connection: 'close' });
    return true;
  }
  return false;
}

/**
 * Cuts a connection whose answer has not moved for `ms`: a client that asks and never reads would
 * otherwise hold its socket and open file forever. A connection merely waiting for its answer (a
 * sign-in queued for a password worker) has nothing unsent, and is left alone.
 *
 * Listening for the server's timeouts takes over every socket timeout, the keep-alive one included:
 * Node then leaves an idle keep-alive connection (HTTP/1.1 or HTTP/1.0) open for the listener to
 * close. So a connection with no request in progress is closed here too, when `keepAliveTimeout` (or,
 * before its first request, `ms`) runs out.
 */
export function closeStalledAndIdle(server: Server, ms: number): void {
  const inProgress = new WeakMap<Socket, number>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    inProgress.set(socket, (inProgress.get(socket) ?? 0) + 1);
    response.once('close', () => inProgress.set(socket, (inProgress.get(socket) ?? 1) - 1));
  });
  server.setTimeout(ms, (socket: Socket) => {
    if (socket.writableLength > 0 || !inProgress.get(socket)) socket.destroy();
  });
}
