/**
 * Rendered documents held in memory, so that serving a published page reads no row
 * (docs/decisions.md#render-queue, "Serving from memory"). The database stays the truth: a
 * document is remembered only after it was read from `rendered_documents`, and forgotten when
 * that row changes — on this instance right after its own write, and on PostgreSQL, for writes of
 * every instance, when the row's trigger announces its path on the `rendered_documents` channel
 * (LISTEN/NOTIFY, migration 0023). While that channel is not heard (not yet connected, or its
 * connection lost) nothing is recalled, and everything is forgotten when it is heard again.
 */
import { LRUCache } from 'lru-cache';

/** At most this much of documents (bytes, about: UTF-16 text and binary data) is held; the least recently served go first. */
export const DOCUMENT_MEMORY_BYTES = 48 * 1024 * 1024;

/** The NOTIFY channel of changed rendered documents; the payload is the path. */
export const RENDERED_DOCUMENTS_CHANNEL = 'rendered_documents';

/** A stored tombstone: the page is known to be gone. */
const GONE = Symbol('gone');

/** What the memory holds of a document: its text and binary data count towards its size. */
export interface SizedDocument {
  body: string;
  data?: Uint8Array | null;
}

export interface DocumentMemory<RenderedDocument extends SizedDocument> {
  /**
   * The document remembered at `path`: a document, `null` for a page known to be gone (a
   * tombstone), `undefined` when nothing trustworthy is remembered (then read the database).
   */
  recall(path: string): RenderedDocument | null | undefined;
  /** A mark to take before reading a row, handed to {@link DocumentMemory.remember} after. */
  mark(): number;
  /**
   * Remembers what was read at `path` (`null`: a tombstone), unless anything was forgotten since
   * `mark` (the read may predate that change) or the channel is not heard.
   */
  remember(path: string, document: RenderedDocument | null, mark: number): void;
  /** Forgets `path` (its row changed or was removed). */
  forget(path: string): void;
  /** Forgets everything (rows changed by pattern, or changes that may have been missed). */
  forgetAll(): void;
  /** Whether changes are heard: recall answers only while true; becoming true forgets everything. */
  setHeard(heard: boolean): void;
}

/**
 * A memory of rendered documents. `heard` starts as given: true where this process is the only
 * writer (PGlite owns its data folder alone), false until the channel is listened to (PostgreSQL).
 */
export function createDocumentMemory<RenderedDocument extends SizedDocument>({
  heard: initiallyHeard,
  maxBytes = DOCUMENT_MEMORY_BYTES,
}: {
  heard: boolean;
  maxBytes?: number;
}): DocumentMemory<RenderedDocument> {
  const documents = new LRUCache<string, RenderedDocument | typeof GONE>({
    maxSize: maxBytes,
    sizeCalculation: (document) => (document === GONE ? 64 : 256 + document.body.length * 2 + (document.data?.length ?? 0)),
  });
  let heard = initiallyHeard;
  /** Bumped by every forgetting: a read begun before it may hold what was forgotten. */
  let generation = 0;
  return {
    recall(path) {
      if (!heard) return undefined;
      const document = documents.get(path);
      return document === GONE ? null : document;
    },
    mark: () => generation,
    remember(path, document, mark) {
      if (heard && mark === generation) documents.set(path, document ?? GONE);
    },
    forget(path) {
      generation++;
      documents.delete(path);
    },
    forgetAll() {
      generation++;
      documents.clear();
    },
    setHeard(state) {
      generation++;
      documents.clear();
      heard = state;
    },
  };
}
