/**
 * What a review card shows: its front (the question side) and back (the answer side), as Markdown in
 * one language, built from the card's source each time it is served.
 *
 * - Saved content: front = its title, back = its content (the tutor's Markdown), in the language the
 *   text is written in.
 * - A quiz question saved for review: front = the question (with its options, the items to order or
 *   the columns to match), back = the right answer, the explanation and where the question comes from.
 *   A bank question is bilingual: the card takes the student's main language. A generated question is
 *   in the one language of its material: the card takes that language (detected from its text).
 */
import type { SavedContentDoc } from '../store/saved-contents.ts';
import type { QuestionSource, QuizText, StoredQuestion } from '../quiz/types.ts';
import { detectLanguage } from '../tutor/offline/language.ts';
import type { Locale } from '../tutor/types.ts';
import { CARD_LABELS, type CardLabels } from './messages.ts';

export interface CardContent {
  /** Markdown. */
  front: string;
  /** Markdown. */
  back: string;
  /** The language the front and back are written in. */
  lang: Locale;
}

const isBilingual = (text: QuizText): text is { en: string; ar: string } => !('text' in text);

const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');
const numbered = (lines: readonly string[]) => lines.map((line, i) => `${i + 1}. ${line}`).join('\n');
/** The order `order` applied to a list: `shown[i] = list[order[i]]`. */
const inOrder = <T>(list: readonly T[], order: readonly number[]): T[] => order.map((i) => list[i] as T);

/** Front: the saved item's title; back: its content. */
export function savedCardContent(
  saved: Pick<SavedContentDoc, 'title' | 'content'>,
  mainLanguage: Locale,
): CardContent {
  return {
    front: saved.title,
    back: saved.content,
    lang: detectLanguage(`${saved.title}\n${saved.content}`, mainLanguage),
  };
}

/** The language of a quiz card: the main language for a bilingual question, else the question's own. */
export function quizCardLanguage(question: StoredQuestion, mainLanguage: Locale): Locale {
  if (isBilingual(question.prompt)) return mainLanguage;
  const sample = [question.prompt, question.explanation]
    .map((text) => ('text' in text ? text.text : ''))
    .join('\n');
  return detectLanguage(sample, mainLanguage);
}

function sourceLine(source: QuestionSource, lang: Locale): string {
  switch (source.kind) {
    case 'lesson':
      return source.sectionTitle
        ? `${source.title[lang]} · ${source.sectionTitle[lang]}`
        : source.title[lang];
    case 'file':
      return lang === 'ar' ? `${source.name}، صفحة ${source.page}` : `${source.name}, page ${source.page}`;
    case 'saved':
    case 'conversation':
      return source.title;
  }
}

function front(question: StoredQuestion, text: (t: QuizText) => string, labels: CardLabels): string {
  const prompt = text(question.prompt);
  switch (question.type) {
    case 'single':
      return `${prompt}\n\n${bullets(question.options.map(text))}`;
    case 'multiple':
      return `${prompt}\n\n${bullets(question.options.map(text))}\n\n${labels.chooseAll}`;
    case 'truefalse':
      return `${prompt}\n\n${labels.trueOrFalse}`;
    case 'numeric':
    case 'short':
      return prompt;
    case 'matching': {
      const right = inOrder(
        question.pairs.map((pair) => text(pair.right)),
        question.order,
      );
      const left = question.pairs.map((pair) => text(pair.left));
      return `${prompt}\n\n${bullets(left)}\n\n${labels.matchPrompt}\n\n${bullets(right)}`;
    }
    case 'ordering':
      // The attempt's shuffled order: the stored order of the items is the answer.
      return `${prompt}\n\n${labels.orderPrompt}\n\n${bullets(inOrder(question.items.map(text), question.order))}`;
  }
}

function answer(
  question: StoredQuestion,
  text: (t: QuizText) => string,
  labels: CardLabels,
  lang: Locale,
): string {
  const one = (value: string) => `**${labels.answer}:** ${value}`;
  const list = (label: string, body: string) => `**${label}:**\n\n${body}`;
  switch (question.type) {
    case 'single':
      return one(text(question.options[question.answer] as QuizText));
    case 'multiple':
      return list(
        question.answer.length === 1 ? labels.answer : labels.answers,
        bullets(question.answer.map((index) => text(question.options[index] as QuizText))),
      );
    case 'truefalse':
      return one(question.answer ? labels.true : labels.false);
    case 'numeric': {
      const unit = question.unit ? ` ${text(question.unit)}` : '';
      const tolerance = question.tolerance > 0 ? ` (± ${question.tolerance}${unit})` : '';
      return one(`${question.answer}${unit}${tolerance}`);
    }
    case 'short': {
      const [first, ...others] = question.answers.map(text);
      const also =
        others.length > 0 ? `\n\n${labels.alsoAccepted}: ${others.join(lang === 'ar' ? '، ' : ', ')}` : '';
      return `${one(first ?? '')}${also}`;
    }
    case 'matching': {
      const arrow = lang === 'ar' ? '←' : '→';
      return list(
        labels.answer,
        bullets(question.pairs.map((pair) => `${text(pair.left)} ${arrow} ${text(pair.right)}`)),
      );
    }
    case 'ordering':
      return list(labels.answer, numbered(question.items.map(text)));
  }
}

/** Front: the question; back: the right answer, the explanation and the question's source. */
export function quizCardContent(question: StoredQuestion, mainLanguage: Locale): CardContent {
  const lang = quizCardLanguage(question, mainLanguage);
  const labels = CARD_LABELS[lang];
  const text = (t: QuizText) => ('text' in t ? t.text : t[lang]);
  const explanation = text(question.explanation).trim();
  const back = [
    answer(question, text, labels, lang),
    ...(explanation === '' ? [] : [`**${labels.explanation}:** ${explanation}`]),
    `*${labels.source}: ${sourceLine(question.source, lang)}*`,
  ].join('\n\n');
  return { front: front(question, text, labels), back, lang };
}
