import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_USER } from './identity.ts';
import type { Lake, LakeChange } from './store.ts';

export interface ListenOptions {
  query: string;
  params: Record<string, unknown>;
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  effects: boolean;
  events: string[];
}

const send = (response: ServerResponse, event: string, data: unknown, id?: string) =>
  response.write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`);

function mutationEvent(change: LakeChange, options: ListenOptions) {
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
    resultRev: after?._rev,
    timestamp: change.timestamp,
    // A Mendoza patch that gives the whole new (and old) document: opcode 0 is "this value".
    ...(options.effects ? { effects: { apply: [0, after], revert: [0, before] } } : {}),
    ...(options.includeResult && after ? { result: after } : {}),
    ...(options.includePreviousRevision && before ? { previous: before } : {}),
    visibility: 'query',
    transactionTotalEvents: change.count,
    transactionCurrentEvent: change.index + 1,
  };
}

/**
 * The listen endpoint as Server-Sent Events: a welcome event, then one mutation event for each change of this
 * session to a document that matched the query before or after it.
 */
export function listen(lake: Lake, request: IncomingMessage, response: ServerResponse, options: ListenOptions) {
  response.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  if (options.events.includes('welcome')) send(response, 'welcome', { listenerName: `local-${Date.now()}` });
  // Events go out in the order the lake made the changes, even though matching a query is asynchronous.
  let queue = Promise.resolve();
  const onChange = (change: LakeChange) => {
    queue = queue.then(async () => {
      const seen = [change.before, change.after].filter((doc) => doc !== null);
      const matched = await Promise.all(seen.map((doc) => lake.matches(options.query, options.params, doc)));
      if (matched.some(Boolean) && options.events.includes('mutation'))
        send(response, 'mutation', mutationEvent(change, options), `${change.transactionId}#${change.documentId}`);
    });
  };
  lake.events.on('change', onChange);
  const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), 20_000);
  request.on('close', () => {
    clearInterval(keepAlive);
    lake.events.off('change', onChange);
  });
}
