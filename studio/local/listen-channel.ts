import { CHANNEL_PATH } from './paths.ts';

interface ChannelMessage {
  listener: string;
  event: string;
  data: unknown;
  id?: string;
}

const encoder = new TextEncoder();

/**
 * The browser's half of lake/channel.ts: each listen request of the Studio's client is answered with a stream made
 * here, fed from the tab's one channel to the lake, so a dozen listeners take one connection instead of twelve.
 */
export function listenChannel() {
  let channel: Promise<string> | null = null;
  const streams = new Map<string, ReadableStreamDefaultController<Uint8Array>>();

  const connect = () =>
    new Promise<string>((resolve, reject) => {
      const source = new EventSource(CHANNEL_PATH);
      source.addEventListener('channel', (event) =>
        resolve((JSON.parse(event.data as string) as { channel: string }).channel),
      );
      source.addEventListener('listener', (event) => {
        const { listener, event: name, data, id } = JSON.parse(event.data as string) as ChannelMessage;
        const text = `event: ${name}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
        streams.get(listener)?.enqueue(encoder.encode(text));
      });
      source.addEventListener('error', () => {
        // The lake stopped (npm run studio:local ended): every listener ends, and the Studio shows it is offline.
        if (source.readyState === EventSource.CLOSED) reject(new Error('The local lake closed the listen channel'));
        for (const stream of streams.values()) stream.error(new TypeError('The local lake is not answering'));
        streams.clear();
        channel = null;
        source.close();
      });
    });

  /** A response for one listen request (its URL as the client wrote it), open until the client aborts it. */
  return function open(url: URL, signal?: AbortSignal | null): Response {
    const listener = crypto.randomUUID();
    // The channel the lake took this listener on, once it has; null when it refused it or could not be reached.
    let added: Promise<string | null> = Promise.resolve(null);
    const stop = () => {
      if (!streams.delete(listener)) return;
      // Only after the lake has taken the listener: a removal that overtook its registration (a pane closed at once)
      // found nothing to remove, and the lake then matched every change for a listener no pane reads. A lake that
      // has stopped has dropped its listeners already.
      void added.then(async (id) => {
        if (id) await fetch(`${CHANNEL_PATH}?channel=${id}&listener=${listener}`, { method: 'DELETE' }).catch(() => {});
      });
    };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        streams.set(listener, controller);
        channel ??= connect();
        // The lake refuses a listener as the Content Lake refuses its listen request (a query that does not parse):
        // the listener's stream fails with the lake's reason, as the client's would.
        added = channel
          .then(async (id) => {
            const answer = await fetch(CHANNEL_PATH, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ channel: id, listener, search: url.search }),
            });
            if (!answer.ok) throw new Error(((await answer.json()) as { message: string }).message);
            return id;
          })
          .catch((error: unknown) => {
            streams.get(listener)?.error(error);
            streams.delete(listener);
            return null;
          });
      },
      cancel: stop,
    });
    signal?.addEventListener('abort', stop);
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  };
}
