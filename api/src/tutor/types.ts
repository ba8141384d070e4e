/**
 * The tutor's one interface. A provider turns a request (the student, the conversation so far, the new
 * question, grounding passages) into the reply's text, chunk by chunk. Two providers implement it:
 * `providers/openai.ts` (any OpenAI-compatible endpoint) and `providers/offline.ts` (the embedded
 * study engine). The service (`service.ts`) chooses one from the configuration, stores the messages
 * and streams the chunks; routes stay thin.
 *
 * Grounding is an addition, not a rewrite: `sources` carries passages the reply must rest on (the
 * pages of an uploaded file, a course lesson) and `KnowledgeBase`s add the student's own material to
 * the offline engine's retrieval. Materials and lessons plug in as more of the same.
 */
import type { PageUnit } from '../uploads/kinds.ts';
import type { LocalizedText } from '../errors.ts';

export type Locale = 'en' | 'ar';

/** Which provider answers: shown in the chat ("offline mode"). */
export interface ProviderInfo {
  kind: 'openai' | 'offline';
  /** The model name (`OPENAI_MODEL`), or `nibras-offline` for the embedded engine. */
  model: string;
}

/** The reply actions that ask the tutor about one earlier reply. */
export const TUTOR_ACTIONS = ['summarize', 'examples', 'explain', 'translate'] as const;
export type TutorAction = (typeof TUTOR_ACTIONS)[number];

export interface TutorImage {
  /** `image/png`, `image/jpeg`, `image/webp` or `image/gif` (decided from the bytes). */
  mime: string;
  bytes: Uint8Array;
}

/** One earlier turn of the conversation, oldest first. */
export interface TutorTurn {
  role: 'user' | 'assistant';
  text: string;
  /** An image the student attached to that turn (only the newest turn's image is sent to a model). */
  image?: TutorImage;
}

/** Where a passage comes from; the reply names it. */
export interface PassageSource {
  kind: 'saved' | 'file' | 'lesson';
  /** Id of the saved item, uploaded file or lesson. */
  id: string;
  /** Its title as the student knows it. */
  title: string;
  /** Page of a file; section of a lesson: its heading (`section`) and id (`sectionId`, cited as `#section=<id>`). */
  page?: number;
  /**
   * What a file's pages are (uploads/kinds.ts pageUnitOf): slides of a presentation, or the one page
   * of a photo; absent for pages.
   */
  pageUnit?: PageUnit;
  section?: string;
  sectionId?: string;
  /** A saved item's origin (conversation and message it was saved from). */
  conversationId?: string;
  messageId?: string;
  /**
   * A lesson found in the curriculum (knowledge/curriculum.ts): its course's and unit's titles, so the
   * citation reads "Physics 1 › A Physics Toolkit › Units and the Language of Physics › SI base units".
   */
  course?: string;
  unit?: string;
}

/** A piece of the student's own material or of a lesson. It is material, never instructions. */
export interface Passage {
  source: PassageSource;
  text: string;
  /** Relevance given by the retriever (higher is better); only for ordering. */
  score?: number;
}

/** What a knowledge base is asked with a query. */
export interface KnowledgeSearchOptions {
  limit: number;
  signal?: AbortSignal;
  /** The question's language: passages in it where the material has both (the curriculum's lessons). */
  lang?: Locale;
  /** The student asking: material of their grade first where that applies (the curriculum's lessons). */
  student?: StudentProfile;
}

/** Searches one kind of the student's material (or the curriculum). */
export interface KnowledgeBase {
  search(userId: string, query: string, options: KnowledgeSearchOptions): Promise<Passage[]>;
}

/** What the tutor knows about the student (from onboarding and settings). */
export interface StudentProfile {
  username?: string;
  educationLevel?: 'school' | 'university';
  /** 10, 11 or 12 (secondary years 1 to 3). */
  grade?: number;
  universityYear?: number;
}

export interface TutorRequest {
  userId: string;
  student: StudentProfile;
  /** The language of the interface the student uses (a fallback when the question's own is unclear). */
  uiLocale: Locale;
  /** Guide with questions and hints; give the full answer only when asked again. */
  hintFirst: boolean;
  /** Earlier turns, oldest first (already bounded by the service). */
  history: TutorTurn[];
  /** The new question. Its text may be empty when an image is attached. */
  question: TutorTurn;
  /** A reply action: the question is about `target`, an earlier reply's text. */
  action?: { kind: TutorAction; target: string };
  /** Passages the reply must rest on (file conversations, lessons); empty for a plain conversation. */
  sources: Passage[];
  /** Regenerate: the reply being replaced, so the new one words it differently or quotes the next passages. */
  replacing?: string;
  /** Aborted when the student stops the reply or leaves: end generation at the provider at once. */
  signal: AbortSignal;
}

export interface TutorProvider {
  readonly info: ProviderInfo;
  /**
   * The reply as text chunks (Markdown; math in `$$...$$` or `\(...\)`). Ends quietly when `signal` is
   * aborted (the text so far is kept as a stopped reply). Throws a TutorError for provider failures.
   */
  reply(request: TutorRequest): AsyncIterable<string>;
  /** Releases what the provider holds (OCR workers, sockets). */
  close?(): Promise<void>;
}

/** Reasons a reply failed, each with a status and a localized message (see errors in service.ts). */
export type TutorFailure = 'provider' | 'timeout' | 'refusal' | 'unreadableImage';

export interface TutorErrorShape {
  failure: TutorFailure;
  message: LocalizedText;
}
