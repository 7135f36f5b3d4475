import type { ServerResponse } from 'node:http';
import { parse, type ExprNode } from 'groq-js';
import { LOCAL_USER } from './identity.ts';
import { LakeError, type Lake, type LakeChange } from './store.ts';

export interface ListenOptions {
  /** The listener's query, parsed. */
  query: ExprNode;
  params: Record<string, unknown>;
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  effects: boolean;
}

const send = (response: ServerResponse, event: string, data: unknown, id?: string) =>
  response.write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`);

/** The event of one change: `position` and `total` count only the transaction's changes this listener is sent. */
function mutationEvent(change: LakeChange, options: ListenOptions, position: number, total: number) {
  const { before, after, transactionId, documentId } = change;
  return {
    type: 'mutation',
    eventId: `${transactionId}#${documentId}`,
    documentId,
    transactionId,
    transition: before === null ? 'appear' : after === null ? 'disappear' : 'update',
    identity: LOCAL_USER.id,
    ...(options.includeMutations ? { mutations: change.mutations } : {}),
    previousRev: before?._rev,
    // A deletion has a revision too, the transaction's: the Studio chains each document's events by revisions, and
    // a deleted draft's event without one (a publish) left it waiting for a chain the next draft could never join.
    resultRev: transactionId,
    timestamp: change.timestamp,
    ...(options.effects ? { effects: { apply: [0, after], revert: [0, before] } } : {}),
    ...(options.includeResult && after ? { result: after } : {}),
    ...(options.includePreviousRevision && before ? { previous: before } : {}),
    visibility: 'query',
    transactionTotalEvents: total,
    transactionCurrentEvent: position,
  };
}

/** Where a listener's events go: an event name, its data, and its id. */
export type ListenSink = (event: string, data: unknown, id?: string) => void;

/** `$name` query parameters, each JSON, as GROQ parameters (as @sanity/client writes them); 400 for one that is not. */
export function groqParams(search: URLSearchParams): Record<string, unknown> {
  return Object.fromEntries(
    [...search.entries()]
      .filter(([key]) => key.startsWith('$'))
      .map(([key, value]) => {
        try {
          return [key.slice(1), JSON.parse(value) as unknown];
        } catch {
          throw new LakeError(400, `The query parameter ${key} is not JSON`);
        }
      }),
  );
}

/**
 * Parses the listen endpoint's query string (as @sanity/client writes it). A query that does not parse is refused
 * with 400 before any event, as the Content Lake refuses it: a listener that took it would fail on the first change.
 */
export function listenOptions(search: URLSearchParams): ListenOptions {
  const flag = (name: string, fallback: boolean) => (search.has(name) ? search.get(name) === 'true' : fallback);
  const params = groqParams(search);
  let query: ExprNode;
  try {
    query = parse(search.get('query') ?? '*', { params });
  } catch (error) {
    throw new LakeError(400, `The listen query does not parse: ${(error as Error).message}`);
  }
  return {
    query,
    params,
    includeResult: flag('includeResult', true),
    includePreviousRevision: flag('includePreviousRevision', false),
    includeMutations: flag('includeMutations', true),
    effects: search.get('effectFormat') === 'mendoza',
  };
}

/**
 * One listener: a welcome event, then one mutation event for each change of this session to a document that
 * matched its query before or after the change. Returns what stops it.
 */
export function subscribe(lake: Lake, options: ListenOptions, sink: ListenSink): () => void {
  sink('welcome', { listenerName: `local-${Date.now()}` });
  // Events go out in the order the lake made the changes, even though matching a query is asynchronous. The Studio
  // waits for as many events of a transaction as its events say it has, so they count only the documents this
  // listener matches, as the Content Lake's do: counting them all would leave a Studio pane waiting for ever for
  // events of documents it does not listen to.
  let queue = Promise.resolve();
  const onTransaction = (changes: LakeChange[]) => {
    queue = queue.then(async () => {
      const sent: LakeChange[] = [];
      for (const change of changes) {
        const seen = [change.before, change.after].filter((doc) => doc !== null);
        const matched = await Promise.all(seen.map((doc) => lake.matches(options.query, options.params, doc)));
        if (matched.some(Boolean)) sent.push(change);
      }
      sent.forEach((change, index) =>
        sink(
          'mutation',
          mutationEvent(change, options, index + 1, sent.length),
          `${change.transactionId}#${change.documentId}`,
        ),
      );
    });
  };
  lake.events.on('transaction', onTransaction);
  return () => lake.events.off('transaction', onTransaction);
}

/**
 * The Live Content API's events (what the Presentation tool's loaders listen to): a welcome, then for each
 * transaction of this session a `restart`, which tells the client to fetch every query again. The Content Lake
 * sends `message` events naming the sync tags a change touched instead; the lake keeps no sync tags, so every
 * change touches everything.
 */
export function subscribeLive(lake: Lake, sink: ListenSink): () => void {
  sink('welcome', {});
  const onTransaction = ([first]: LakeChange[]) => {
    if (first) sink('restart', { id: first.transactionId }, first.transactionId);
  };
  lake.events.on('transaction', onTransaction);
  return () => lake.events.off('transaction', onTransaction);
}

/** Opens a Server-Sent Events response that stays open until the client goes; returns its sink. */
export function eventStream(response: ServerResponse, onClose: () => void): ListenSink {
  response.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), 20_000);
  // The response closes when the client goes (the request may count as closed once its empty body is read).
  response.on('close', () => {
    clearInterval(keepAlive);
    onClose();
  });
  return (event, data, id) => send(response, event, data, id);
}
