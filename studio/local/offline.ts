import { listenChannel } from './listen-channel.ts';
import { LAKE_PATH } from './paths.ts';

const SANITY_API_HOST = /(^|\.)api\.sanity\.io$/;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const LISTEN = new RegExp(`^${LAKE_PATH}/v[^/]+/data/listen/`);

/**
 * Where a request of the local Studio goes: Sanity API calls that do not come through the client factory
 * (the Studio's SDK layer makes its own client) go to the local lake as well; any other host is refused.
 */
function destination(url: URL): string | null {
  if (url.origin === window.location.origin || LOOPBACK.has(url.hostname)) return url.href;
  if (SANITY_API_HOST.test(url.hostname)) return `${window.location.origin}${LAKE_PATH}${url.pathname}${url.search}`;
  return null;
}

function refused(url: string): Error {
  const message = `Local Studio: refused a request to ${url}. The local Studio never leaves this machine.`;
  console.error(message);
  return new TypeError(message);
}

/**
 * Keeps the local Studio on this machine: fetch and XMLHttpRequest calls to the Sanity API go to the local lake,
 * and calls to any other host (Sanity's version check, its feedback service) fail at once, named in the console.
 */
export function keepOnThisMachine(): void {
  const originalFetch = window.fetch.bind(window);
  const listen = listenChannel();
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const target = destination(url);
    if (target === null) return Promise.reject(refused(url.href));
    // The client's listen streams (fetched as Server-Sent Events) share one connection to the lake.
    if (LISTEN.test(new URL(target).pathname))
      return Promise.resolve(listen(url, init?.signal ?? (input instanceof Request ? input.signal : null)));
    if (target === url.href) return originalFetch(input, init);
    return originalFetch(input instanceof Request ? new Request(target, input) : target, init);
  };
  const originalOpen = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'open')!.value as (
    this: XMLHttpRequest,
    ...args: unknown[]
  ) => void;
  XMLHttpRequest.prototype.open = function (
    this: XMLHttpRequest,
    method: string,
    url: string | URL,
    ...rest: unknown[]
  ) {
    const absolute = new URL(String(url), window.location.href);
    const target = destination(absolute);
    if (target === null) throw refused(absolute.href);
    originalOpen.call(this, method, target, ...rest);
  };
}
