/**
 * What a question asks the tutor to do, when it is more than a question to look up: summarize text the
 * student pasted or the lesson/file of the conversation, or build a quiz on a topic. Maths is
 * recognised by ./maths (it needs the expression itself). Recognition is on the start of the message,
 * in English and Arabic, so a question that merely mentions a summary ("what is a summary?") stays a
 * question.
 */
/** Shortest pasted text worth summarizing (shorter: the text itself is the answer). */
export const MIN_PASTED_CHARS = 80;

export type Intent =
  /** "Summarize this: <text>": the pasted text. */
  | { kind: 'summarize-text'; text: string }
  /** "Summarize this lesson / file / the lesson on X": what to summarize, `topic` when one is named. */
  | { kind: 'summarize-subject'; target: 'lesson' | 'file' | 'any'; topic: string }
  /** "Quiz me on X": the topic (may be empty: "quiz me"). */
  | { kind: 'quiz'; topic: string };

// Verbs of summarizing, then an optional object ("this", "this text", "the following", "هذا النص").
const SUMMARIZE_EN =
  /^\s*(?:please\s+|can you\s+|could you\s+)?(?:summari[sz]e|sum up|give me a summary of|make a summary of|write a summary of|tl;?dr)\b[\s,]*(?:of\s+)?(.*)$/isu;
const SUMMARIZE_AR =
  /^\s*(?:من فضلك\s+|لو سمحت\s+)?(?:أريد ملخصًا|أريد ملخصا|أريد ملخص|اريد ملخص|أريد تلخيص|اريد تلخيص|لخّص|لخص|لخصي|لخّصي|اختصر|أعطني ملخصًا|أعطني ملخصا|اعطني ملخص|أعطني ملخص|ملخص)(?=[\s،,:]|$)[\s،,]*(?:لي\s+)?(.*)$/su;
// The object words that mean "what follows" (then the pasted text), after the verb.
const PASTED_OBJECT =
  /^(?:this|that|the following|the text below|this text|this passage|this paragraph|the text|text|لهذا النص|لهذه الفقرة|للنص التالي|للنص الآتي|لما يلي|هذا النص|النص التالي|النص الآتي|هذه الفقرة|الفقرة التالية|الفقرة الآتية|ما يلي|التالي|الآتي|هذا|النص)?\s*(?:text|passage|paragraph)?\s*(?:for me|لي)?\s*(?:[:：\-–—]|[?؟](?=\s))\s*/iu;
const LESSON_OBJECT =
  /^(?:this|the|our|my)?\s*(?:lesson|section|unit)\b|^(?:هذا\s+)?الدرس|^(?:هذه\s+)?الوحدة|^درس(?=\s|$)/iu;
const FILE_OBJECT =
  /^(?:this|the|my)?\s*(?:file|document|pdf|pages?)\b|^(?:هذا\s+)?الملف|^ملفي|^(?:هذا\s+)?المستند/iu;

const QUIZ_EN =
  /^\s*(?:please\s+|can you\s+|could you\s+)?(?:quiz me|test me|give me (?:a |some )?(?:quiz|test|questions)|make (?:me )?a (?:quiz|test)|create a quiz|ask me (?:some )?questions)\b\s*(?:on|about|in|for|over)?\s*(.*)$/isu;
const QUIZ_AR =
  /^\s*(?:من فضلك\s+|لو سمحت\s+)?(?:اختبرني|اختبريني|امتحني|امتحنّي|أعطني اختبارًا|أعطني اختبارا|اعطني اختبار|أعطني اختبار|أنشئ اختبارًا|أنشئ اختبارا|اسألني أسئلة|اسألني)\s*(?:في|عن|على|حول)?\s*(.*)$/su;

const trimTopic = (text: string) =>
  text
    .replace(/^[\s:：,،-]+|[\s?？؟.!]+$/gu, '')
    .replace(/^(?:the topic of|the|topic)\s+/iu, '')
    .trim();

/** The intent of a message, or null for an ordinary question. */
export function intentOf(message: string): Intent | null {
  const text = message.trim();
  if (text === '') return null;
  const summary = SUMMARIZE_EN.exec(text) ?? SUMMARIZE_AR.exec(text);
  if (summary) {
    const rest = (summary[1] ?? '').trim();
    const pasted = PASTED_OBJECT.exec(rest);
    // "Summarize this: <text>", or the text on the next lines.
    const body = pasted
      ? rest.slice(pasted[0].length).trim()
      : rest.includes('\n')
        ? rest.slice(rest.indexOf('\n')).trim()
        : '';
    if (body.length >= MIN_PASTED_CHARS) return { kind: 'summarize-text', text: body };
    if (LESSON_OBJECT.test(rest))
      return { kind: 'summarize-subject', target: 'lesson', topic: topicAfter(rest) };
    if (FILE_OBJECT.test(rest)) return { kind: 'summarize-subject', target: 'file', topic: topicAfter(rest) };
    // "Summarize Newton's first law": a topic to summarize from the lessons and the student's material.
    if (rest.length >= MIN_PASTED_CHARS && !/[?؟]\s*$/.test(rest))
      return { kind: 'summarize-text', text: rest };
    return {
      kind: 'summarize-subject',
      target: 'any',
      topic: trimTopic(rest.replace(/^(?:this|that|هذا|هذه)\b/iu, '')),
    };
  }
  const quiz = QUIZ_EN.exec(text) ?? QUIZ_AR.exec(text);
  if (quiz) return { kind: 'quiz', topic: trimTopic(quiz[1] ?? '') };
  return null;
}

/** "lesson on forces" / "الدرس عن القوى": the topic after the object word, if any. */
function topicAfter(rest: string): string {
  const match = /\b(?:on|about|of)\s+(.+)$|(?:عن|في|حول)\s+(.+)$/iu.exec(rest);
  return trimTopic(match?.[1] ?? match?.[2] ?? '');
}
