/**
 * The student's uploaded files for the tutor, over the materials search index
 * (../../materials/search-index.ts: MiniSearch, the app's Arabic normalization, Orama's stemmers):
 *
 * - `createMaterialsKnowledge`: a KnowledgeBase for the offline engine's retrieval, beside saved content.
 *   Passages name their file and page (source kind `file`).
 * - `filePassages`: the grounding of a conversation about one file: the passages of that file most
 *   relevant to the question; else to the student's previous question (a follow-up such as "and its
 *   units?" or "show me the full answer"); else (a question like "summarize this") its first passages
 *   in page order, so the reply always rests on the file.
 */
import type { MaterialHit, MaterialSearchIndex } from '../../materials/search-index.ts';
import type { KnowledgeBase, Passage } from '../types.ts';

/** Passages of the file sent with each question of a file conversation. */
export const FILE_SOURCES = 4;
/** Passages from the start of the file when nothing in it matches the question. */
export const FILE_FIRST_PASSAGES = 3;

/** A hit as a tutor passage: kind `file`, the file's id and name, the page. */
export function passageOf(hit: MaterialHit): Passage {
  return {
    source: {
      kind: 'file',
      id: hit.fileId,
      title: hit.name,
      page: hit.page,
      ...(hit.unit === 'page' ? {} : { pageUnit: hit.unit }),
    },
    text: hit.text,
    ...(hit.score > 0 ? { score: hit.score } : {}),
  };
}

/** The offline engine's knowledge base over the student's files (the index, or a getter made on first use). */
export function createMaterialsKnowledge(
  index: MaterialSearchIndex | (() => MaterialSearchIndex),
): KnowledgeBase {
  const indexNow = typeof index === 'function' ? index : () => index;
  return {
    async search(userId, query, options) {
      const hits = await indexNow().search(userId, query, {
        limit: options.limit,
        match: 'some',
        ...(options.signal ? { signal: options.signal } : {}),
      });
      return hits.map(passageOf);
    },
  };
}

/** The grounding passages of a conversation about the file `fileId`: see the module comment. */
export async function filePassages(
  index: MaterialSearchIndex,
  request: {
    userId: string;
    fileId: string;
    question: string;
    previousQuestion?: string;
    signal?: AbortSignal;
  },
): Promise<Passage[]> {
  const { userId, fileId, signal } = request;
  for (const query of [request.question, request.previousQuestion ?? '']) {
    if (query.trim() === '') continue;
    const hits = await index.search(userId, query, {
      limit: FILE_SOURCES,
      fileId,
      match: 'some',
      ...(signal ? { signal } : {}),
    });
    if (hits.length > 0) return hits.map(passageOf);
  }
  signal?.throwIfAborted();
  return (await index.firstPassages(userId, fileId, FILE_FIRST_PASSAGES)).map(passageOf);
}
