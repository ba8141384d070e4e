// Shared by the review's tests (never imported by app code): making review cards through the REAL
// API the way a student does (a saved content from the tutor; a quiz question answered wrong and
// saved for review), and an axe-core check of what is on screen.
import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { LearningApi } from '../courses/test-helpers';

/** POST /saved-contents (as the tutor's "save" does): a card with the title in front. */
export async function saveContent(
  api: LearningApi,
  token: string,
  title: string,
  content: string,
): Promise<string> {
  const answer = (await api.call(token, 'POST', '/saved-contents', {
    title,
    tag: 'Physics',
    color: '#FFFFFF',
    content,
  })) as { _id?: string; savedContent?: { _id: string } };
  return answer.savedContent?._id ?? answer._id ?? '';
}

type Text = { en: string; ar: string };
interface BankQuestion {
  prompt: Text;
  type: string;
  options?: Text[];
  answer?: number | number[] | boolean;
  pairs?: { left: Text; right: Text }[];
  items?: Text[];
}
interface ShownQuestion {
  id: string;
  type: string;
  prompt: Text;
  options?: Text[];
  items?: Text[];
  left?: Text[];
  right?: Text[];
}

const LESSONS_DIR = path.resolve(__dirname, '../../../api/content/lessons');

function bankQuestion(lessonId: string, shown: ShownQuestion): BankQuestion {
  const [courseId, id] = lessonId.split('.');
  // A written lesson's bank is in its own file (api/content/lessons/<courseId>/<lessonId>.json).
  const lesson = JSON.parse(fs.readFileSync(path.join(LESSONS_DIR, `${courseId}`, `${id}.json`), 'utf8')) as {
    questions?: BankQuestion[];
  };
  const question = lesson?.questions?.find((q) => q.prompt.en === shown.prompt.en);
  if (!question) throw new Error(`no bank question "${shown.prompt.en}"`);
  return question;
}

/** An answer that is surely wrong, in the attempt's shown order, read off the course file's bank. */
function wrongAnswer(shown: ShownQuestion, bank: BankQuestion): unknown {
  const at = (list: Text[] | undefined, text: Text) => (list ?? []).findIndex((t) => t.en === text.en);
  const rotate = (positions: number[]) => positions.map((_, i) => positions[(i + 1) % positions.length]!);
  switch (bank.type) {
    case 'single': {
      const right = at(shown.options, bank.options![bank.answer as number]!);
      return right === 0 ? 1 : 0;
    }
    case 'multiple': {
      const right = (bank.answer as number[]).map((i) => at(shown.options, bank.options![i]!));
      return [(shown.options ?? []).findIndex((_, i) => !right.includes(i))];
    }
    case 'truefalse':
      return !bank.answer;
    case 'numeric':
      return '999999';
    case 'short':
      return 'zzzz';
    case 'matching':
      return rotate(
        (shown.left ?? []).map((left) =>
          at(shown.right, bank.pairs!.find((p) => p.left.en === left.en)!.right),
        ),
      );
    case 'ordering':
      return rotate(bank.items!.map((item) => at(shown.items, item)));
    default:
      throw new Error(`unknown question type ${bank.type}`);
  }
}

/**
 * A one-question quiz on a lesson, answered wrong and submitted, and that question saved for review
 * (POST /review-items, the review's "Save for review"). Answers the question's English prompt.
 */
export async function saveWrongAnswer(api: LearningApi, token: string, lessonId: string): Promise<string> {
  const { attempt } = (await api.call(token, 'POST', '/quizzes', {
    source: { kind: 'lesson', lessonId },
    count: 1,
  })) as { attempt: { _id: string; questions: ShownQuestion[] } };
  const question = attempt.questions[0]!;
  const answer = wrongAnswer(question, bankQuestion(lessonId, question));
  await api.call(token, 'PUT', `/quiz-attempts/${attempt._id}/answers/${question.id}`, { answer });
  const submitted = (await api.call(token, 'POST', `/quiz-attempts/${attempt._id}/submit`)) as {
    attempt: { result: { questions: { id: string; correct: boolean }[] } };
  };
  const graded = submitted.attempt.result.questions.find((q) => q.id === question.id);
  if (graded?.correct !== false) throw new Error('the answer was meant to be wrong');
  await api.call(token, 'POST', '/review-items', { attemptId: attempt._id, questionId: question.id });
  return question.prompt.en;
}

/**
 * axe-core on what is on screen (the whole document: dialogs are portalled to the body). Colour
 * contrast needs real layout (the end-to-end tests check it); everything else runs here.
 */
export async function axeViolations(root: Element | Document = document): Promise<string[]> {
  const results = await axe.run(root as Element, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
