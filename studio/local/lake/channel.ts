import type { ServerResponse } from 'node:http';
import { eventStream, listenOptions, subscribe, type ListenSink } from './listen.ts';
import type { Lake } from './store.ts';

/**
 * All the listeners of one browser tab over one connection. The Studio holds a dozen listen streams open at once;
 * over HTTP/1.1 (which a loopback server speaks) a browser opens at most six connections to a host, so separate
 * streams would starve every other request. The tab opens one channel; each listener is registered on it and its
 * events come back tagged with the listener's id (studio/local/listen-channel.ts splits them again).
 */
export function listenChannels(lake: Lake) {
  const channels = new Map<string, { sink: ListenSink; listeners: Map<string, () => void> }>();
  let next = 0;

  return {
    open(response: ServerResponse) {
      const id = `channel-${++next}`;
      const listeners = new Map<string, () => void>();
      const sink = eventStream(response, () => {
        for (const stop of listeners.values()) stop();
        channels.delete(id);
      });
      channels.set(id, { sink, listeners });
      sink('channel', { channel: id });
    },
    /**
     * Starts listener `listener` on `channel`, with the listen endpoint's query string. False: no such channel.
     * Throws the listen endpoint's refusal (a LakeError) for a query it refuses.
     */
    add(channel: string, listener: string, search: string): boolean {
      const options = listenOptions(new URLSearchParams(search));
      const open = channels.get(channel);
      if (!open) return false;
      open.listeners.set(
        listener,
        subscribe(lake, options, (event, data, eventId) =>
          open.sink('listener', { listener, event, data, id: eventId }),
        ),
      );
      return true;
    },
    remove(channel: string, listener: string) {
      const open = channels.get(channel);
      open?.listeners.get(listener)?.();
      open?.listeners.delete(listener);
    },
  };
}
