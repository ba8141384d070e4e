// The quiz calls (docs/learning-plan.md, "Quizzes"): create an attempt, read it, save an answer,
// check a question (interactive behaviour), submit, save a wrong answer for review; and the
// lists the setup offers as sources (the student's files and folders, saved-content tags,
// conversations; the enrolled courses come from ../courses/api.ts).
import type { ApiClient, components, Locale, RequestBody } from '@nibras/shared-ui';

// ---------------------------------------------------------------------------------------------------
// Types: the generated contract's (shared-ui/src/api/schema.gen.ts, from api/src/routes/quiz.ts)

type Schemas = components['schemas'];

/** A text of a question: both languages (the lessons' bank) or one (generated from the student's material). */
export type QuizText = Schemas['QuizText'];
export type QuizQuestion = Schemas['QuizQuestion'];
export type QuestionType = QuizQuestion['type'];
/** Where a question comes from (the review links to it). */
export type QuestionSource = Schemas['QuizQuestionSource'];
/** What a quiz is made from (POST /quizzes). */
export type QuizSource = Schemas['QuizSource'];
/** Answer shapes, in the shown order of options and items (see renderers.tsx). */
export type Answer = Schemas['QuizAnswer'];
export type Certainty = NonNullable<Schemas['QuizAnswerInput']['certainty']>;
export type Behaviour = NonNullable<Schemas['NewQuiz']['behaviour']>;
export type NewQuiz = Schemas['NewQuiz'];
/** Interactive behaviour: a question's checks so far (with the hints shown). */
export type QuestionTries = Schemas['QuizTries'];
export type QuizResult = NonNullable<Schemas['QuizResult']>;
export type QuestionResult = Schemas['QuizGradedQuestion'];
export type QuizAttempt = Schemas['QuizAttempt'];

/**
 * POST .../check. `hint` is null when there is none: the route says so (`nullable`), the generated
 * contract loses it on a named union (QuizText), so it is written back here.
 */
export type CheckResult = Omit<Schemas['QuizCheck'], 'hint'> & { hint: QuizText | null };

// ---------------------------------------------------------------------------------------------------
// Calls

const answerPath = '/quiz-attempts/{id}/answers/{qid}' as const;
type AnswerBody = RequestBody<typeof answerPath, 'put'>;

export async function createQuiz(api: ApiClient, body: NewQuiz, signal?: AbortSignal): Promise<QuizAttempt> {
  return (await api.post('/quizzes', body, { signal })).attempt;
}

export async function getAttempt(
  api: ApiClient,
  attemptId: string,
  signal?: AbortSignal,
): Promise<QuizAttempt> {
  return (await api.get('/quiz-attempts/{id}', { params: { id: attemptId }, signal })).attempt;
}

/**
 * Saves one answer; `answer: null` clears it (the route takes null; the generated contract loses
 * `nullable` on the named QuizAnswer union, hence the cast).
 */
export async function saveAnswer(
  api: ApiClient,
  attemptId: string,
  questionId: string,
  body: { answer: Answer | null; certainty?: Certainty },
): Promise<QuizAttempt> {
  return (await api.put(answerPath, body as AnswerBody, { params: { id: attemptId, qid: questionId } }))
    .attempt;
}

export async function checkQuestion(
  api: ApiClient,
  attemptId: string,
  questionId: string,
): Promise<CheckResult> {
  return api.post('/quiz-attempts/{id}/questions/{qid}/check', undefined, {
    params: { id: attemptId, qid: questionId },
  });
}

/** 400 with `unanswered` (question ids) while a question is unanswered. */
export async function submitAttempt(api: ApiClient, attemptId: string): Promise<QuizAttempt> {
  return (await api.post('/quiz-attempts/{id}/submit', undefined, { params: { id: attemptId } })).attempt;
}

export async function saveForReview(api: ApiClient, attemptId: string, questionId: string): Promise<void> {
  await api.post('/review-items', { attemptId, questionId });
}

// ---------------------------------------------------------------------------------------------------
// Sources for the setup

export interface MaterialChoice {
  id: string;
  kind: 'file' | 'folder';
  /** Where it is: the sections and folders above it, then its name. */
  path: string[];
  /** Files: whether its text is ready (extraction done). */
  ready: boolean;
}

interface MaterialNodeLike {
  _id: string;
  name: string;
  kind: 'section' | 'folder' | 'file';
  status?: string;
  children: MaterialNodeLike[];
}

/** The student's files and folders (sections count as folders), in the tree's order. */
export function flattenMaterials(tree: MaterialNodeLike[]): MaterialChoice[] {
  const out: MaterialChoice[] = [];
  const walk = (nodes: MaterialNodeLike[], above: string[]) => {
    for (const node of nodes) {
      const path = [...above, node.name];
      if (node.kind === 'file')
        out.push({ id: node._id, kind: 'file', path, ready: node.status === 'ready' });
      else {
        out.push({ id: node._id, kind: 'folder', path, ready: true });
        walk(node.children, path);
      }
    }
  };
  walk(tree, []);
  return out;
}

export async function listMaterials(api: ApiClient, signal?: AbortSignal): Promise<MaterialChoice[]> {
  return flattenMaterials((await api.get('/files', { signal })).tree);
}

/** The student's saved-content tags. */
export async function listSavedTags(api: ApiClient, signal?: AbortSignal): Promise<string[]> {
  return (await api.get('/saved-contents', { query: { limit: 1 }, signal })).tags;
}

export interface ConversationChoice {
  id: string;
  title: string;
}

/** The student's latest conversations. */
export async function listConversations(api: ApiClient, signal?: AbortSignal): Promise<ConversationChoice[]> {
  const page = await api.get('/conversations', { query: { limit: 30 }, signal });
  return page.conversations.map((c) => ({ id: c._id, title: c.title }));
}

// ---------------------------------------------------------------------------------------------------
// Texts

/** A question's text in the page's language: `{en, ar}` picks one; `{text}` is the material's own. */
export function textOf(text: QuizText | string | null | undefined, locale: Locale): string {
  if (text == null) return '';
  if (typeof text === 'string') return text;
  if ('text' in text) return text.text;
  return text[locale];
}

/** Whether a text is in one language only (generated from the student's material): shown with dir="auto". */
export const isOwnText = (text: QuizText | string | null | undefined): boolean =>
  typeof text === 'string' || (text != null && 'text' in text);
