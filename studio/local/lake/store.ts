import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Mutation } from '@sanity/mutator';
import { evaluate, parse, type ExprNode } from 'groq-js';
import { draftIdOf, isPublishedId, withDraftsOverlaid } from '../../../contracts/document-ids.ts';
import { LOCAL_USER } from './identity.ts';
import type { LakeDocument, Seed, SeedAsset } from './seed.ts';
import { withTextSearch } from './text-search.ts';

/** A call the lake refuses or cannot answer, with the HTTP status the Content Lake would give. */
export class LakeError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

// Mutations as the HTTP API takes them (the shapes @sanity/mutator applies).
type Mut = ConstructorParameters<typeof Mutation>[0]['mutations'][number];
type Patch = NonNullable<Mut['patch']> & { id: string; ifRevisionID?: string; query?: string };

export interface LakeChange {
  transactionId: string;
  documentId: string;
  before: LakeDocument | null;
  after: LakeDocument | null;
  mutations: Mut[];
  timestamp: string;
}

export interface LakeTransaction {
  id: string;
  timestamp: string;
  author: string;
  documentIDs: string[];
  mutations: Mut[];
  effects: Record<string, { apply: unknown; revert: unknown }>;
}

const newId = () => randomUUID();
/** A revision id shaped like the Content Lake's (22 characters, letters and digits). */
const newRevision = () => randomUUID().replaceAll('-', '').slice(0, 22);

/** The documents one perspective sees, as the Content Lake answers (drafts overlay their published ids). */
function inPerspective(documents: LakeDocument[], perspective: string[]): LakeDocument[] {
  if (perspective.includes('raw')) return documents;
  const releases = perspective.filter((name) => name !== 'published' && name !== 'drafts' && name !== 'previewDrafts');
  if (releases.length > 0)
    throw new LakeError(
      501,
      `The local lake has no content releases; perspective ${releases.join(',')} is not answered.`,
    );
  if (perspective.includes('drafts') || perspective.includes('previewDrafts')) return withDraftsOverlaid(documents);
  return documents.filter((doc) => isPublishedId(doc._id));
}

function targetOf(mutation: Mut): string {
  const body = mutation.create ?? mutation.createIfNotExists ?? mutation.createOrReplace;
  if (body) return (body as LakeDocument)._id;
  if (mutation.delete) return (mutation.delete as { id: string }).id;
  if (mutation.patch) return (mutation.patch as Patch).id;
  throw new LakeError(501, `The local lake does not apply this mutation: ${JSON.stringify(mutation)}`);
}

/** Gives a created document an id when it has none or only a prefix (`drafts.`), as the Content Lake does. */
function withId(mutation: Mut): Mut {
  for (const kind of ['create', 'createIfNotExists', 'createOrReplace'] as const) {
    const body = mutation[kind] as LakeDocument | undefined;
    if (!body) continue;
    const id = !body._id ? newId() : body._id.endsWith('.') ? `${body._id}${newId()}` : body._id;
    return { [kind]: { ...body, _id: id } };
  }
  return mutation;
}

// The document actions of the Actions API (/data/actions) that the Studio sends, as mutations.
interface Action {
  actionType: string;
  draftId?: string;
  publishedId?: string;
  attributes?: LakeDocument;
  ifExists?: 'fail' | 'ignore';
  patch?: Omit<Patch, 'id'>;
  includeDrafts?: string[];
  ifDraftRevisionId?: string;
  ifPublishedRevisionId?: string;
}

/**
 * The local Content Lake: the embedded dataset in memory, changed by mutations and document actions with
 * revisions, queried with groq-js (the engine the site uses), and telling listeners about every change.
 */
export class Lake {
  readonly documents = new Map<string, LakeDocument>();
  readonly assets: Map<string, SeedAsset>;
  /** This session's transactions, oldest first, as the history API gives them (the seed has no history). */
  readonly transactions: LakeTransaction[] = [];
  /** Every version of each document this session has seen, oldest first (for the history API). */
  private readonly versions = new Map<string, LakeDocument[]>();
  /** Emits 'transaction' with the {@link LakeChange}s of each transaction, one per document it changed. */
  readonly events = new EventEmitter();

  constructor(seed: Seed) {
    this.assets = seed.assets;
    const now = new Date().toISOString();
    for (const doc of [...seed.documents, ...[...seed.assets.values()].map((asset) => asset.document)]) {
      this.documents.set(doc._id, { _createdAt: now, _updatedAt: now, ...doc, _rev: newRevision() });
      this.versions.set(doc._id, [this.documents.get(doc._id)!]);
    }
    this.events.setMaxListeners(0);
  }

  view(perspective: string[]): LakeDocument[] {
    return inPerspective([...this.documents.values()], perspective);
  }

  async query(
    query: string,
    params: Record<string, unknown>,
    perspective: string[],
    identity: string,
  ): Promise<unknown> {
    const dataset = this.view(perspective);
    let tree;
    try {
      ({ query, params } = withTextSearch(query, params, dataset));
      tree = parse(query, { params });
    } catch (error) {
      throw new LakeError(400, `GROQ query does not parse: ${(error as Error).message}`);
    }
    const result = await evaluate(tree, { dataset, params, identity });
    return result.get();
  }

  /**
   * Does `document` match a listener's query (a GROQ filter such as `*[_id in $ids]`, parsed once when the listener
   * opened: it is asked for every document of every change)?
   */
  async matches(tree: ExprNode, params: Record<string, unknown>, document: LakeDocument): Promise<boolean> {
    const result: unknown = await (await evaluate(tree, { dataset: [document], params })).get();
    return Array.isArray(result) ? result.length > 0 : Boolean(result);
  }

  /**
   * Mutations by query (a delete or patch of every document a GROQ query finds, as `@sanity/preview-url-secret`
   * sends to delete expired secrets) as mutations of each document it finds now, in the raw perspective.
   */
  async byId(mutations: Mut[]): Promise<Mut[]> {
    const expanded = await Promise.all(
      mutations.map(async (mutation): Promise<Mut[]> => {
        const target = (mutation.delete ?? mutation.patch) as { query?: string; params?: Record<string, unknown> };
        if (!target?.query) return [mutation];
        const found = await this.query(target.query, target.params ?? {}, ['raw'], LOCAL_USER.id);
        const ids = (Array.isArray(found) ? found : [found])
          .map((doc) => (doc as LakeDocument | null)?._id)
          .filter((id): id is string => typeof id === 'string');
        if (mutation.delete) return ids.map((id) => ({ delete: { id } }));
        const { query: _query, params: _params, ...patch } = mutation.patch as Patch & { params?: unknown };
        return ids.map((id) => ({ patch: { ...patch, id } }));
      }),
    );
    return expanded.flat();
  }

  mutate(mutations: Mut[], transactionId = newRevision()): { transactionId: string; changes: LakeChange[] } {
    const timestamp = new Date().toISOString();
    const pending = new Map<string, { before: LakeDocument | null; after: LakeDocument | null; mutations: Mut[] }>();
    for (const raw of mutations) {
      const mutation = withId(raw);
      const id = targetOf(mutation);
      const entry = pending.get(id) ?? { before: this.documents.get(id) ?? null, after: null, mutations: [] };
      if (!pending.has(id)) entry.after = entry.before;
      const patch = mutation.patch as Patch | undefined;
      if (mutation.create && entry.after) throw new LakeError(409, `Document by ID "${id}" already exists`);
      if (patch && !entry.after) throw new LakeError(404, `Document by ID "${id}" does not exist: cannot patch it`);
      if (patch?.ifRevisionID && patch.ifRevisionID !== entry.after?._rev)
        throw new LakeError(409, `Document "${id}" has revision ${entry.after?._rev}, not ${patch.ifRevisionID}`);
      entry.after = new Mutation({ mutations: [structuredClone(mutation)] }).apply(
        entry.after && structuredClone(entry.after),
      );
      entry.mutations.push(mutation);
      pending.set(id, entry);
    }
    const changed = [...pending.entries()].filter(([, { before, after }]) => before !== null || after !== null);
    const changes = changed.map(([documentId, { before, after, mutations: applied }]) => {
      const stored = after && { ...after, _createdAt: before?._createdAt ?? timestamp, _updatedAt: timestamp };
      if (stored) stored._rev = transactionId;
      if (stored) this.documents.set(documentId, stored);
      else this.documents.delete(documentId);
      if (stored) this.versions.set(documentId, [...(this.versions.get(documentId) ?? []), stored]);
      return {
        transactionId,
        documentId,
        before,
        after: stored,
        mutations: applied,
        timestamp,
      };
    });
    this.transactions.push({
      id: transactionId,
      timestamp,
      author: LOCAL_USER.id,
      documentIDs: changes.map((change) => change.documentId),
      mutations,
      // Mendoza patches that give each whole new (and old) document: opcode 0 is "this value".
      effects: Object.fromEntries(
        changes.map((change) => [change.documentId, { apply: [0, change.after], revert: [0, change.before] }]),
      ),
    });
    this.events.emit('transaction', changes);
    return { transactionId, changes };
  }

  /** A document as it was: at a revision, its last revision (deleted or not), or at a time. */
  version(id: string, at: { revision?: string; last?: boolean; time?: string }): LakeDocument | undefined {
    const versions = this.versions.get(id) ?? [];
    if (at.revision) return versions.find((doc) => doc._rev === at.revision);
    if (at.last) return versions.at(-1);
    if (!this.documents.has(id)) return undefined;
    return versions.filter((doc) => String(doc._updatedAt) <= (at.time ?? '9999')).at(-1);
  }

  act(actions: Action[], transactionId?: string) {
    return this.mutate(
      actions.flatMap((action) => this.asMutations(action)),
      transactionId,
    );
  }

  private asMutations(action: Action): Mut[] {
    const { actionType, publishedId = '', draftId = draftIdOf(publishedId) } = action;
    const published = this.documents.get(publishedId);
    const draft = this.documents.get(draftId);
    switch (actionType) {
      case 'sanity.action.document.create': {
        const body = { ...action.attributes, _id: action.attributes?._id ?? draftId } as LakeDocument;
        return [action.ifExists === 'ignore' ? { createIfNotExists: body } : { create: body }];
      }
      case 'sanity.action.document.replaceDraft':
        return [{ createOrReplace: { ...action.attributes, _id: draftId } as LakeDocument }];
      case 'sanity.action.document.edit': {
        const base = draft ?? published;
        if (!base) throw new LakeError(404, `Cannot edit "${publishedId}": it has no draft or published version`);
        // The Studio sends several edits in one transaction (a moved array item is an unset and an insert): the
        // first makes the draft from the published document, the rest find it made.
        const create: Mut[] = draft ? [] : [{ createIfNotExists: { ...base, _id: draftId } }];
        return [...create, { patch: { ...action.patch, id: draftId } }];
      }
      case 'sanity.action.document.publish': {
        if (!draft) throw new LakeError(409, `Cannot publish "${publishedId}": it has no draft`);
        if (action.ifDraftRevisionId && action.ifDraftRevisionId !== draft._rev)
          throw new LakeError(
            409,
            `Cannot publish "${publishedId}": its draft changed since revision ${action.ifDraftRevisionId}`,
          );
        if (action.ifPublishedRevisionId && action.ifPublishedRevisionId !== published?._rev)
          throw new LakeError(
            409,
            `Cannot publish "${publishedId}": it was published again since ${action.ifPublishedRevisionId}`,
          );
        return [{ createOrReplace: { ...draft, _id: publishedId } }, { delete: { id: draftId } }];
      }
      case 'sanity.action.document.unpublish': {
        if (!published) throw new LakeError(409, `Cannot unpublish "${publishedId}": it is not published`);
        return [{ createIfNotExists: { ...published, _id: draftId } }, { delete: { id: publishedId } }];
      }
      case 'sanity.action.document.discard':
        if (!draft) throw new LakeError(409, `Cannot discard "${draftId}": there is no draft`);
        return [{ delete: { id: draftId } }];
      case 'sanity.action.document.delete':
        return [publishedId, ...(action.includeDrafts ?? [])].map((id) => ({ delete: { id } }));
      default:
        throw new LakeError(501, `The local lake does not answer the document action ${actionType}.`);
    }
  }
}
