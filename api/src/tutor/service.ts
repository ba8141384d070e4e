/**
 * The tutor service: everything between the routes (thin) and the provider (which only turns a request
 * into text). It checks a send, counts it against the short-window limit (burst.ts) and the daily
 * allowance, stores the student's message and image, builds the provider request (student profile,
 * bounded history, reply action, grounding), streams the reply to a callback, stores it (or what came
 * before a stop), and names the conversation after its first exchange.
 *
 * What is streamed is what is stored: the reply passes the length cap (MAX_REPLY_CHARS) on its way to
 * the callback, and the stored text is exactly what the callback got (the OpenAI-compatible provider
 * has already turned citations of material that was not sent into plain text the same way).
 *
 * Generations in progress are registered per conversation, so POST /ai-conversations/{id}/stop can end
 * one from another request. The registry lives in this process: with several API processes (MongoDB)
 * a stop reaches the generation only on the process that runs it; closing the stream's connection
 * always stops it.
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { AppError, conflict, invalidField, notFound, type LocalizedText } from '../errors.ts';
import type { MaterialSearchIndex } from '../materials/search-index.ts';
import type { ConversationDoc, MessageDoc, NewMessage } from '../store/conversations.ts';
import type { Store } from '../store/index.ts';
import type { User } from '../store/users.ts';
import { IMAGE_KINDS } from '../uploads/images.ts';
import type { FileKind } from '../uploads/kinds.ts';
import { createAllowance, type Allowance, type AllowanceStatus } from './allowance.ts';
import { BURST_LIMITS, BURST_WINDOW_MS, createBurstLimiter, type BurstOptions } from './burst.ts';
import { TutorError } from './errors.ts';
import { intentOf } from './offline/intents.ts';
import { detectLanguage } from './offline/language.ts';
import { lessonPassages, type LessonLookup } from './knowledge/lessons.ts';
import { pageUnitOf } from '../uploads/kinds.ts';
import { filePassages } from './knowledge/materials.ts';
import { STOPPED_REPLY_MARKER, type ConversationScope, type ScopedTutorRequest } from './prompts.ts';
import type {
  Locale,
  Passage,
  ProviderInfo,
  StudentProfile,
  TutorAction,
  TutorImage,
  TutorProvider,
  TutorTurn,
} from './types.ts';

export { TutorError, tutorError, TUTOR_FAILURE_MESSAGES, TUTOR_FAILURE_STATUS } from './errors.ts';

/** Characters of earlier turns sent with a question (newest first, whole turns). */
export const DEFAULT_HISTORY_CHAR_BUDGET = 24_000;
/** Pages of a file sent for "summarize this file", at most (the first ones). */
export const SUMMARY_PAGES = 200;
/** Earlier turns sent with a question, at most (20 exchanges). */
export const MAX_HISTORY_TURNS = 40;
/**
 * The longest reply stored, in characters; the rest is not asked for (the provider's request ends).
 * Above what `max_tokens` (providers/openai.ts) lets a model write, so it only cuts a server that
 * ignores it; equal to the longest saved item, so any reply can be saved whole.
 */
export const MAX_REPLY_CHARS = 20_000;
/** Longest automatic title, in characters (cut at a word boundary). */
export const MAX_AUTO_TITLE_LENGTH = 60;

export const TUTOR_MESSAGES = {
  defaultTitle: { en: 'New conversation', ar: 'محادثة جديدة' },
  blank: { en: 'Write a message or attach an image', ar: 'اكتب رسالة أو أرفق صورة' },
  busy: {
    en: 'The tutor is still answering in this conversation. Wait for the reply or stop it.',
    ar: 'لا يزال المعلم يجيب في هذه المحادثة. انتظر اكتمال الرد أو أوقفه.',
  },
  nothingToRegenerate: {
    en: 'There is no reply to regenerate in this conversation yet.',
    ar: 'لا يوجد في هذه المحادثة رد يمكن إعادة إنشائه بعد.',
  },
} as const satisfies Record<string, LocalizedText>;

/** What the student's message says when a reply action is sent without words of their own. */
export const ACTION_LABELS: Record<TutorAction, LocalizedText> = {
  summarize: { en: 'Summarize this reply', ar: 'لخّص هذا الرد' },
  examples: { en: 'Give me examples', ar: 'أعطني أمثلة' },
  explain: { en: 'Explain this reply', ar: 'اشرح هذا الرد' },
  translate: { en: 'Translate this reply', ar: 'ترجم هذا الرد' },
};

/** A message as the API shows it; `image` is an absolute URL (GET /uploads/{id}). */
export interface PublicMessage {
  _id: string;
  sender: 'user' | 'model';
  content: string;
  image: string | null;
  createdAt: string;
  stopped?: boolean;
  action?: TutorAction;
  replyTo?: string;
  provider?: 'openai' | 'offline';
}

export function toPublicMessage(doc: MessageDoc, origin: string): PublicMessage {
  return {
    _id: doc._id,
    sender: doc.sender,
    content: doc.content,
    image: doc.imageId === undefined ? null : `${origin}/uploads/${doc.imageId}`,
    createdAt: doc.createdAt,
    ...(doc.stopped ? { stopped: true } : {}),
    ...(doc.action === undefined ? {} : { action: doc.action }),
    ...(doc.replyTo === undefined ? {} : { replyTo: doc.replyTo }),
    ...(doc.provider === undefined ? {} : { provider: doc.provider }),
  };
}

/**
 * A title from the first exchange: the first non-empty line, without Markdown marks, at most
 * MAX_AUTO_TITLE_LENGTH characters cut at a word boundary (with "…"); empty when there is no text.
 */
export function titleFrom(text: string): string {
  const line =
    text
      .split(/\r?\n/)
      .map((l) =>
        l
          .replace(/^\s*(?:#{1,6}\s+|[-*+>]\s+|\d+[.)]\s+)/, '')
          .replace(/[*_`~]|\$\$?|\\[()[\]]/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .find((l) => l !== '') ?? '';
  const chars = [...line];
  if (chars.length <= MAX_AUTO_TITLE_LENGTH) return line;
  const cut = chars.slice(0, MAX_AUTO_TITLE_LENGTH).join('');
  const space = cut.lastIndexOf(' ');
  const head = (space >= MAX_AUTO_TITLE_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:،؛-]+$/, '');
  return `${head}…`;
}

/** The language of a request: the student's saved interface language, else Accept-Language, else English. */
export function pickLocale(saved: Locale | undefined, acceptLanguage: string | undefined): Locale {
  if (saved) return saved;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ar') ? 'ar' : 'en';
}

/**
 * Earlier messages as the turns sent with a question: whole exchanges (a question and its reply),
 * newest kept first within the budget and MAX_HISTORY_TURNS, oldest first in the result. The result
 * is well-formed for any Chat Completions server, strict chat templates included: it alternates
 * user, assistant, user... and starts with a question and ends with a reply (the new question
 * follows it).
 *
 * - A question with no reply (its reply failed; the student then asked again or anew) is left out:
 *   the student saw the error, and what they sent next stands on its own (or was a regenerate, which
 *   answers that very question). Merged into the next question, it would have the model answer two.
 * - A reply the student stopped ends with STOPPED_REPLY_MARKER (alone when it was stopped before any
 *   text), so the model knows it was cut short.
 * - A reply with no question before it (none in practice) is left out.
 */
export function boundedHistory(messages: readonly MessageDoc[], budget: number): TutorTurn[] {
  const exchanges: [TutorTurn, TutorTurn][] = [];
  for (let i = 0; i < messages.length - 1; i += 1) {
    const question = messages[i] as MessageDoc;
    const reply = messages[i + 1] as MessageDoc;
    if (question.sender !== 'user' || reply.sender !== 'model') continue;
    const text = reply.stopped
      ? [reply.content.trimEnd(), STOPPED_REPLY_MARKER].filter((part) => part !== '').join('\n\n')
      : reply.content;
    exchanges.push([
      { role: 'user', text: question.content },
      { role: 'assistant', text },
    ]);
    i += 1;
  }
  const turns: TutorTurn[] = [];
  let used = 0;
  for (let i = exchanges.length - 1; i >= 0 && turns.length + 2 <= MAX_HISTORY_TURNS; i -= 1) {
    const [question, reply] = exchanges[i] as [TutorTurn, TutorTurn];
    const size = question.text.length + reply.text.length;
    if (used + size > budget) break;
    used += size;
    turns.push(reply, question);
  }
  return turns.reverse();
}

export interface SendInput {
  user: User;
  conversation: ConversationDoc;
  /** The message as typed (trimmed here). */
  text: string;
  image?: { bytes: Uint8Array; kind: FileKind };
  action?: TutorAction;
  /** The model message a reply action is about. */
  replyTo?: string;
  /** Default: the student's learning preference. */
  hintFirst?: boolean;
  acceptLanguage?: string;
}

export interface RegenerateInput {
  user: User;
  conversation: ConversationDoc;
  hintFirst?: boolean;
  acceptLanguage?: string;
}

/** A reply about to be generated: the question is stored; `run` asks the provider. */
export interface Generation {
  /** The student's message the reply answers. */
  userMessage: MessageDoc;
  /**
   * Generates and stores the reply; `onToken` gets each chunk as it comes. Ends early (the reply
   * stored with `stopped: true` and the text so far) when stopped or when `signal` fires (the client
   * left). Throws the provider's TutorError; the student's message stays.
   */
  run(onToken: (text: string) => Promise<void> | void, signal?: AbortSignal): Promise<MessageDoc>;
  /** Releases the conversation when `run` will not be called. */
  cancel(): void;
}

export interface TutorStatus {
  provider: ProviderInfo;
  allowance: AllowanceStatus;
  hintFirst: boolean;
}

export interface TutorService {
  readonly info: ProviderInfo;
  readonly allowance: Allowance;
  /** The default title of a new conversation, in the student's language. */
  defaultTitle(userId: string, acceptLanguage: string | undefined): Promise<string>;
  send(input: SendInput): Promise<Generation>;
  /** Replaces the last reply (or answers the last message, when its reply failed). */
  regenerate(input: RegenerateInput): Promise<Generation>;
  /** Ends the generation in progress in the conversation; false when there is none. */
  stop(conversationId: string): boolean;
  status(userId: string): Promise<TutorStatus>;
  /** Deletes the conversation, its messages and their images (stopping a reply in progress); false if none. */
  deleteConversation(conversationId: string, userId: string): Promise<boolean>;
}

export interface TutorServiceDeps {
  store: Store;
  provider: TutorProvider;
  clock: () => Date;
  logger: Logger;
  /** Messages per student and Riyadh day. */
  dailyMessages: number;
  /** The short-window limit (burst.ts); default BURST_LIMITS of the provider's kind a minute. */
  burst?: BurstOptions;
  historyCharBudget?: number;
  /**
   * The search index over the students' uploaded files: a conversation about a file (`userFileId`)
   * sends the most relevant passages of that file with each question, each with its page
   * (knowledge/materials.ts). Without it, file conversations get no passages.
   */
  materials?: MaterialSearchIndex;
  /**
   * The course lessons: a conversation about a lesson (`lessonId`) sends the lesson's most relevant
   * sections with each question, each with its heading and id (knowledge/lessons.ts). Without it,
   * lesson conversations get no passages.
   */
  lessons?: LessonLookup;
  /**
   * Passages a reply must rest on, instead of the file and lesson grounding above (tests). Default:
   * the file's passages in a file conversation, the lesson's in a lesson conversation, none otherwise.
   */
  grounding?: (conversation: ConversationDoc, question: string, signal: AbortSignal) => Promise<Passage[]>;
  /**
   * The passages of a plain conversation (neither a file's nor a lesson's) for the AI provider: the
   * lessons, saved content and files the question is about (tutor/index.ts `plainGrounding`). The
   * offline engine searches them itself, so it gets none.
   */
  plainGrounding?: (query: {
    userId: string;
    question: string;
    student: StudentProfile;
    locale: Locale;
    signal: AbortSignal;
  }) => Promise<Passage[]>;
}

interface StudentContext {
  profile: StudentProfile;
  locale: Locale;
  hintFirst: boolean;
}

const kindOfImage = (imageId: string): FileKind | undefined =>
  IMAGE_KINDS.find((kind) => imageId.endsWith(`.${kind.ext}`));

export function createTutorService(deps: TutorServiceDeps): TutorService {
  const { store, provider, logger } = deps;
  const budget = deps.historyCharBudget ?? DEFAULT_HISTORY_CHAR_BUDGET;
  const allowance = createAllowance({
    usage: store.tutorUsage,
    limit: deps.dailyMessages,
    clock: deps.clock,
    onError: (err) => logger.warn({ err }, 'Deleting old tutor usage counts failed'),
  });
  const burst = createBurstLimiter({
    ...(deps.burst ?? { limit: BURST_LIMITS[provider.info.kind], windowMs: BURST_WINDOW_MS }),
    clock: deps.clock,
  });
  const running = new Map<string, AbortController>();

  /** Counts a reply started now against both limits (429 from either; nothing counted then). */
  async function countStart(userId: string): Promise<{ day: string }> {
    const takeBack = burst.take(userId);
    try {
      return await allowance.take(userId);
    } catch (error) {
      takeBack();
      throw error;
    }
  }

  async function studentContext(
    user: User,
    acceptLanguage: string | undefined,
    hintFirst: boolean | undefined,
  ): Promise<StudentContext> {
    const saved = await store.settings.find(user._id);
    // Read defensively: settings saved before hint-first tutoring existed have no value.
    const preferences = saved?.settings.learningPreferences as
      { gradeLevel?: number | null; hintFirst?: boolean } | undefined;
    const grade = preferences?.gradeLevel ?? user.grade;
    return {
      profile: {
        username: user.username,
        ...(user.educationLevel === undefined ? {} : { educationLevel: user.educationLevel }),
        ...(grade === undefined || grade === null ? {} : { grade }),
        ...(user.universityYear === undefined ? {} : { universityYear: user.universityYear }),
      },
      locale: pickLocale(saved?.settings.accessibility.mainLanguage, acceptLanguage),
      hintFirst: hintFirst ?? preferences?.hintFirst ?? false,
    };
  }

  /**
   * The passages of the file or the lesson a conversation is about, for `question` (the student's
   * words, or the reply a reply action is about). A failing index costs the grounding, not the reply.
   */
  async function grounding(
    conversation: ConversationDoc,
    userId: string,
    question: string,
    earlier: readonly MessageDoc[],
    locale: Locale,
    student: StudentProfile,
    signal: AbortSignal,
  ): Promise<Passage[]> {
    if (deps.grounding) return deps.grounding(conversation, question, signal);
    const previousQuestion = earlier.findLast((m) => m.sender === 'user')?.content;
    const { lessonId } = conversation;
    if (lessonId !== undefined) {
      const lesson = deps.lessons?.(lessonId);
      if (!lesson) {
        if (deps.lessons)
          logger.warn({ lessonId }, 'The lesson of a lesson conversation is not in the catalogue');
        return [];
      }
      return lessonPassages(lesson, {
        question,
        ...(previousQuestion === undefined ? {} : { previousQuestion }),
        locale,
      });
    }
    const fileId = conversation.userFileId;
    if (fileId === undefined) {
      // A plain conversation: the model is grounded in what the offline engine would quote (the lessons,
      // the student's saved content and files); the offline engine does that retrieval itself.
      if (!deps.plainGrounding || provider.info.kind === 'offline') return [];
      try {
        return await deps.plainGrounding({ userId, question, student, locale, signal });
      } catch (error) {
        if (signal.aborted) throw error;
        logger.warn({ err: error }, 'The passages of a plain conversation could not be found');
        return [];
      }
    }
    // "Summarize this file": every page (up to SUMMARY_PAGES), not only those that match the words.
    const intent = intentOf(question);
    if (intent?.kind === 'summarize-subject' && intent.target !== 'lesson' && intent.topic === '') {
      const [file, pages] = await Promise.all([
        store.materials.get(userId, fileId),
        store.materials.pagesOf(userId, fileId),
      ]);
      if (file && pages.some((page) => page.text.trim() !== '')) {
        return pages
          .filter((page) => page.text.trim() !== '')
          .slice(0, SUMMARY_PAGES)
          .map((page) => {
            const unit = pageUnitOf(file.mime);
            return {
              source: {
                kind: 'file' as const,
                id: fileId,
                title: file.name,
                page: page.page,
                ...(unit === 'page' ? {} : { pageUnit: unit }),
              },
              text: page.text,
            };
          });
      }
    }
    if (!deps.materials) return [];
    try {
      return await filePassages(deps.materials, {
        userId,
        fileId,
        question,
        ...(previousQuestion === undefined ? {} : { previousQuestion }),
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      logger.warn({ err: error, fileId }, 'The passages of the conversation’s file could not be read');
      return [];
    }
  }

  /** Registers the conversation's generation; 409 when one is already running there. */
  function claim(conversationId: string): AbortController {
    if (running.has(conversationId)) throw conflict(TUTOR_MESSAGES.busy);
    const controller = new AbortController();
    running.set(conversationId, controller);
    return controller;
  }

  function release(conversationId: string, controller: AbortController): void {
    if (running.get(conversationId) === controller) running.delete(conversationId);
  }

  async function storeImage(image: { bytes: Uint8Array; kind: FileKind }): Promise<string> {
    const id = `${randomBytes(16).toString('base64url')}.${image.kind.ext}`;
    await store.uploads.put(id, image.bytes);
    return id;
  }

  async function readImage(imageId: string | undefined): Promise<TutorImage | undefined> {
    if (imageId === undefined) return undefined;
    const kind = kindOfImage(imageId);
    const bytes = await store.uploads.get(imageId);
    return kind && bytes ? { mime: kind.mime, bytes } : undefined;
  }

  /** What the student sees when the reply failed for a reason that is not the provider's own. */
  function asTutorFailure(error: unknown): AppError {
    if (error instanceof AppError) return error;
    logger.error({ err: error }, 'The tutor failed');
    return new TutorError('provider', { cause: error });
  }

  interface ReplyPlan {
    user: User;
    conversation: ConversationDoc;
    question: MessageDoc;
    image: TutorImage | undefined;
    /** Messages before the question, oldest first. */
    earlier: MessageDoc[];
    /** The reply it replaces (regenerate). */
    replaces?: MessageDoc;
    context: StudentContext;
    controller: AbortController;
    day: string;
  }

  function generation(plan: ReplyPlan): Generation {
    const { conversation, question, controller } = plan;
    let started = false;
    return {
      userMessage: question,
      cancel() {
        if (!started) release(conversation._id, controller);
      },
      async run(onToken, signal) {
        started = true;
        const stop = signal ? AbortSignal.any([controller.signal, signal]) : controller.signal;
        let text = '';
        let failure: unknown;
        try {
          const target =
            question.action && question.replyTo !== undefined
              ? plan.earlier.find((m) => m._id === question.replyTo)
              : undefined;
          // A reply action sent without words of its own: the stored label is not part of the question.
          const labels = question.action ? Object.values(ACTION_LABELS[question.action]) : [];
          const questionText = labels.includes(question.content) ? '' : question.content;
          const scope: ConversationScope = {
            ...(conversation.userFileId === undefined ? {} : { fileId: conversation.userFileId }),
            ...(conversation.lessonId === undefined ? {} : { lessonId: conversation.lessonId }),
          };
          const request: ScopedTutorRequest = {
            userId: plan.user._id,
            student: plan.context.profile,
            uiLocale: plan.context.locale,
            hintFirst: plan.context.hintFirst,
            history: boundedHistory(plan.earlier, budget),
            question: { role: 'user', text: questionText, ...(plan.image ? { image: plan.image } : {}) },
            ...(question.action ? { action: { kind: question.action, target: target?.content ?? '' } } : {}),
            sources: await grounding(
              conversation,
              plan.user._id,
              questionText.trim() === '' ? (target?.content ?? question.content) : questionText,
              plan.earlier,
              detectLanguage(questionText, plan.context.locale),
              plan.context.profile,
              stop,
            ),
            ...(plan.replaces ? { replacing: plan.replaces.content } : {}),
            signal: stop,
            scope,
          };
          /** Streams and keeps `part`, up to MAX_REPLY_CHARS in all; false once the cap is reached. */
          const pass = async (part: string): Promise<boolean> => {
            let room = MAX_REPLY_CHARS - text.length;
            // Never half of a surrogate pair.
            if (part.length > room && /[\uD800-\uDBFF]/.test(part[room - 1] ?? '')) room -= 1;
            const kept = part.length > room ? part.slice(0, Math.max(0, room)) : part;
            if (kept !== '') {
              text += kept;
              await onToken(kept);
            }
            return kept.length === part.length && text.length < MAX_REPLY_CHARS;
          };
          let capped = false;
          // Leaving the loop early ends the provider's request (its iterator's return).
          for await (const chunk of provider.reply(request)) {
            if (stop.aborted) break;
            if (!(await pass(chunk))) {
              capped = true;
              break;
            }
          }
          if (capped) {
            logger.info({ conversationId: conversation._id }, 'A tutor reply reached the stored length cap');
          } else if (!stop.aborted && text.trim() === '') {
            // Every provider gives text; nothing at all is a failed reply, not an empty message.
            throw new TutorError('provider');
          }
        } catch (error) {
          if (!stop.aborted) failure = error;
        }

        try {
          const now = deps.clock().toISOString();
          if (failure !== undefined) {
            await allowance.giveBack(plan.user._id, plan.day).catch((err: unknown) => {
              logger.warn({ err }, 'Giving back a tutor message failed');
            });
            if (!conversation.titled) await autoTitle(conversation, question.content, '');
            throw asTutorFailure(failure);
          }
          // Deleted meanwhile: nothing to store the reply in.
          if (!(await store.conversations.findForUser(conversation._id, plan.user._id))) throw notFound();
          const reply = await store.conversations.addMessage({
            conversationId: conversation._id,
            userId: plan.user._id,
            sender: 'model',
            content: text,
            ...(question.action === undefined ? {} : { action: question.action }),
            ...(question.replyTo === undefined ? {} : { replyTo: question.replyTo }),
            ...(stop.aborted ? { stopped: true as const } : {}),
            provider: provider.info.kind,
            createdAt: now,
          });
          if (plan.replaces) await store.conversations.deleteMessage(plan.replaces._id);
          if (!conversation.titled) await autoTitle(conversation, question.content, text);
          await store.conversations.touch(conversation._id, now);
          return reply;
        } finally {
          release(conversation._id, controller);
        }
      },
    };
  }

  async function autoTitle(conversation: ConversationDoc, question: string, reply: string): Promise<void> {
    const title = titleFrom(question) || titleFrom(reply);
    if (title !== '') await store.conversations.setAutoTitle(conversation._id, title);
  }

  return {
    info: provider.info,
    allowance,

    async defaultTitle(userId, acceptLanguage) {
      const saved = await store.settings.find(userId);
      return TUTOR_MESSAGES.defaultTitle[
        pickLocale(saved?.settings.accessibility.mainLanguage, acceptLanguage)
      ];
    },

    async send(input) {
      const { user, conversation } = input;
      const text = input.text.trim();
      if (text === '' && !input.image && !input.action) {
        throw new AppError(400, TUTOR_MESSAGES.blank, {
          issues: [{ field: 'message', message: TUTOR_MESSAGES.blank }],
        });
      }
      if (input.action && input.replyTo === undefined) {
        throw invalidField('form', 'replyTo', { en: 'is required with action', ar: 'مطلوب مع action' });
      }
      if (!input.action && input.replyTo !== undefined) {
        throw invalidField('form', 'action', { en: 'is required with replyTo', ar: 'مطلوب مع replyTo' });
      }
      if (input.replyTo !== undefined) {
        const target = await store.conversations.findMessageForUser(input.replyTo, user._id);
        if (!target || target.conversationId !== conversation._id || target.sender !== 'model')
          throw notFound();
      }

      const controller = claim(conversation._id);
      try {
        const { day } = await countStart(user._id);
        const context = await studentContext(user, input.acceptLanguage, input.hintFirst);
        const earlier = await store.conversations.listMessages(conversation._id);
        const imageId = input.image ? await storeImage(input.image) : undefined;
        const now = deps.clock().toISOString();
        const message: NewMessage = {
          conversationId: conversation._id,
          userId: user._id,
          sender: 'user',
          content: text === '' && input.action ? ACTION_LABELS[input.action][context.locale] : text,
          ...(imageId === undefined ? {} : { imageId }),
          ...(input.action === undefined ? {} : { action: input.action }),
          ...(input.replyTo === undefined ? {} : { replyTo: input.replyTo }),
          createdAt: now,
        };
        const question = await store.conversations.addMessage(message).catch(async (error: unknown) => {
          if (imageId !== undefined) await store.uploads.delete(imageId).catch(() => false);
          throw error;
        });
        await store.conversations.touch(conversation._id, now);
        const image = input.image ? { mime: input.image.kind.mime, bytes: input.image.bytes } : undefined;
        return generation({ user, conversation, question, image, earlier, context, controller, day });
      } catch (error) {
        release(conversation._id, controller);
        throw error;
      }
    },

    async regenerate(input) {
      const { user, conversation } = input;
      const messages = await store.conversations.listMessages(conversation._id);
      const last = messages.at(-1);
      const replaces = last?.sender === 'model' ? last : undefined;
      const questionIndex = messages.findLastIndex(
        (m, i) => m.sender === 'user' && (!replaces || i < messages.length - 1),
      );
      const question = messages[questionIndex];
      if (!question) throw conflict(TUTOR_MESSAGES.nothingToRegenerate);

      const controller = claim(conversation._id);
      try {
        const { day } = await countStart(user._id);
        const context = await studentContext(user, input.acceptLanguage, input.hintFirst);
        const image = await readImage(question.imageId);
        return generation({
          user,
          conversation,
          question,
          image,
          earlier: messages.slice(0, questionIndex),
          ...(replaces ? { replaces } : {}),
          context,
          controller,
          day,
        });
      } catch (error) {
        release(conversation._id, controller);
        throw error;
      }
    },

    stop(conversationId) {
      const controller = running.get(conversationId);
      if (!controller) return false;
      controller.abort(new Error('Stopped by the student'));
      return true;
    },

    async status(userId) {
      const [status, saved] = await Promise.all([allowance.status(userId), store.settings.find(userId)]);
      const preferences = saved?.settings.learningPreferences as { hintFirst?: boolean } | undefined;
      return { provider: provider.info, allowance: status, hintFirst: preferences?.hintFirst ?? false };
    },

    async deleteConversation(conversationId, userId) {
      const deleted = await store.conversations.delete(conversationId, userId);
      if (!deleted) return false;
      running.get(conversationId)?.abort(new Error('The conversation was deleted'));
      // What the student saved from it stays theirs; it just no longer links to a conversation.
      await store.savedContents.detachConversation(conversationId, userId);
      await Promise.all(
        deleted.imageIds.map((id) =>
          store.uploads.delete(id).catch((err: unknown) => {
            logger.warn({ err, uploadId: id }, 'Could not delete an image of a deleted conversation');
            return false;
          }),
        ),
      );
      return true;
    },
  };
}
