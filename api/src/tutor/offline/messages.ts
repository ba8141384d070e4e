/**
 * Everything the offline study engine says, in English and Arabic (Modern Standard Arabic). The
 * engine is honest about what it is: an extractive summarizer, a search over the student's own
 * material, a glossary and an OCR reader, not a model that can answer anything.
 */
import type { Locale, PassageSource } from '../types.ts';
import type { PageUnit } from '../../uploads/kinds.ts';

/** Markdown-safe inline text (a title the student chose). */
export function inline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\`*_[\]<>|#])/g, '\\$1');
}

const SUBJECTS = {
  mathematics: { en: 'Mathematics', ar: 'الرياضيات' },
  physics: { en: 'Physics', ar: 'الفيزياء' },
  chemistry: { en: 'Chemistry', ar: 'الكيمياء' },
  biology: { en: 'Biology', ar: 'الأحياء' },
  english: { en: 'English', ar: 'اللغة الإنجليزية' },
} as const;

export function subjectName(subject: string, lang: Locale): string {
  return (SUBJECTS as Record<string, { en: string; ar: string } | undefined>)[subject]?.[lang] ?? subject;
}

/** Closing line of a hint-first reply; its presence in the previous reply marks it as a hint. */
export const HINT_CLOSING = {
  en: 'When you are ready, ask again and I will show you the full passage from your material.',
  ar: 'عندما تكون مستعدًا، اسألني مرة أخرى وسأعرض لك المقطع كاملًا من موادك.',
} as const;

export const MESSAGES = {
  capabilities: {
    en: [
      "I'm Nibras's **offline study engine**: I run on this server without an AI model. Here is what I can do:",
      '',
      '- **Answer from our course lessons** and your own material, quoting them with a link to the lesson section, file page or saved item, for example "What are the SI base units?".',
      '- **Solve maths step by step**: equations and inequalities, systems of two equations, quadratics, simplifying and expanding, fractions and powers, formulas, unit conversions and significant figures, for example "Solve 2x + 3 = 11".',
      '- **Summarize** text you paste ("Summarize this: …"), a lesson, a file or one of my replies.',
      '- **Quiz you** on a topic: "Quiz me on the parts of the cell" opens a quiz built from the lessons.',
      '- **Translate** curriculum terms between English and Arabic, and **read the text of a photo** of a question.',
      '',
      'I do not write free answers beyond our lessons and your material; for that, your school can configure an AI provider.',
    ].join('\n'),
    ar: [
      'أنا **محرك المذاكرة المدمج** في نبراس (وضع عدم الاتصال): أعمل على هذا الخادم دون نموذج ذكاء اصطناعي. إليك ما أستطيع فعله:',
      '',
      '- **الإجابة من دروس مقرراتنا** ومن موادك، مع الاقتباس منها ورابط إلى قسم الدرس أو صفحة الملف أو المحتوى المحفوظ، مثل: «ما الوحدات الأساسية في النظام الدولي؟».',
      '- **حل مسائل الرياضيات خطوة بخطوة**: المعادلات والمتباينات، ونظام معادلتين، والمعادلات التربيعية، والتبسيط والفك، والكسور والقوى، والتعويض في القوانين، وتحويل الوحدات، والأرقام المعنوية، مثل: «حل المعادلة 5س - 7 = 18».',
      '- **التلخيص**: نص تلصقه («لخص هذا النص: …»)، أو درس، أو ملف، أو أحد ردودي.',
      '- **اختبارك** في موضوع: «اختبرني في أجزاء الخلية» يفتح اختبارًا مبنيًا من الدروس.',
      '- **ترجمة** المصطلحات الدراسية بين الإنجليزية والعربية، و**قراءة نص صورة** السؤال.',
      '',
      'لا أكتب إجابات حرة خارج دروسنا وموادك؛ ولذلك يمكن لمدرستك إعداد مزوّد للذكاء الاصطناعي.',
    ].join('\n'),
  },
  /** A calculation of a kind the engine does not work out (maths/index.ts unsolvedKind). */
  notStepByStep: {
    en: (kind: string) =>
      `I can't work out ${kind} step by step offline yet, so here is how the lessons do it; follow their method with your numbers.`,
    ar: (kind: string) =>
      `لا أستطيع بعدُ حلّ ${kind} خطوة بخطوة دون اتصال بنموذج ذكاء اصطناعي، فإليك طريقة الدروس فيها؛ طبّقها على أعدادك.`,
  },
  askAboutTopic: {
    en: 'Ask me about a topic from your lessons or your material, for example "What is the difference between accuracy and precision?", give me a calculation such as "Solve 2x + 3 = 11", or say "Quiz me on SI units".',
    ar: 'اسألني عن موضوع من دروسك أو موادك، مثل: «ما الفرق بين الدقة والضبط؟»، أو أعطني مسألة مثل: «حل المعادلة 2س + 3 = 11»، أو قل: «اختبرني في وحدات النظام الدولي».',
  },
  nothingFound: {
    en: "I couldn't find this in our course lessons, your saved content or your files.",
    ar: 'لم أجد هذا في دروس المقررات ولا في المحتوى الذي حفظته ولا في ملفاتك.',
  },
  nothingFoundWithSources: {
    en: "I couldn't find anything about this in this conversation's material, your saved content or your files.",
    ar: 'لم أجد شيئًا عن هذا في مواد هذه المحادثة ولا في المحتوى الذي حفظته ولا في ملفاتك.',
  },
  offlineLimit: {
    en: "I'm the offline study engine: I answer from our written lessons and your own material, and I solve maths step by step. Rephrase with the words of the lesson, or save notes on this topic and ask again; for free answers to any question, your school can configure an AI provider.",
    ar: 'أنا محرك المذاكرة المدمج: أجيب من دروسنا المكتوبة ومن موادك، وأحل مسائل الرياضيات خطوة بخطوة. أعد صياغة سؤالك بكلمات الدرس، أو احفظ ملاحظات عن هذا الموضوع ثم اسألني مرة أخرى؛ وللحصول على إجابات حرة عن أي سؤال، يمكن لمدرستك إعداد مزوّد للذكاء الاصطناعي.',
  },
  nearestLessons: {
    en: 'The nearest lessons I have:',
    ar: 'أقرب الدروس إلى سؤالك:',
  },
  glossaryOnly: {
    en: 'These curriculum terms from the glossary may help:',
    ar: 'قد تفيدك هذه المصطلحات الدراسية من المسرد:',
  },
  glossaryHeading: { en: '**From the glossary:**', ar: '**من المسرد:**' },
  answerLead: {
    en: 'Here is what your material says:',
    ar: 'إليك ما تقوله موادك:',
  },
  alsoInMaterial: {
    en: 'Your own material also mentions it:',
    ar: 'وتذكره موادك أيضًا:',
  },
  textSummaryLead: {
    en: (chosen: number, total: number) =>
      `**Summary:** the ${chosen} key sentences of your text (out of ${total}):`,
    ar: (chosen: number, total: number) => `**الملخص:** أهم ${arabicCount(chosen)} من نصك (من أصل ${total}):`,
  },
  textShort: {
    en: 'Your text is already short. Its main point:',
    ar: 'نصك قصير أصلًا. فكرته الرئيسة:',
  },
  textSummaryNote: {
    en: '_An extractive summary by the offline study engine: the sentences are quoted from your text, in their order._',
    ar: '_ملخص استخراجي من محرك المذاكرة المدمج: الجمل مقتبسة من نصك بترتيبها._',
  },
  fileSummaryLead: {
    en: (title: string, pages: number) =>
      `**Summary of your file** “${title}”: its key sentences across ${pages === 1 ? 'its page' : `its ${pages} pages`}, in order:`,
    ar: (title: string, pages: number) =>
      `**ملخص ملفك** «${title}»: أهم جمله في ${pages === 1 ? 'صفحته' : pages === 2 ? 'صفحتيه' : `صفحاته الـ${pages}`}، بترتيبها:`,
  },
  lessonSummaryNote: {
    en: '_An extractive summary by the offline study engine: the sentences are quoted from the lesson._',
    ar: '_ملخص استخراجي من محرك المذاكرة المدمج: الجمل مقتبسة من الدرس نفسه._',
  },
  fileSummaryNote: {
    en: '_An extractive summary by the offline study engine: the sentences are quoted from your file._',
    ar: '_ملخص استخراجي من محرك المذاكرة المدمج: الجمل مقتبسة من ملفك نفسه._',
  },
  lessonSummaryLead: {
    en: (link: string) => `**Summary of the lesson** ${link}, section by section:`,
    ar: (link: string) => `**ملخص الدرس** ${link}، قسمًا قسمًا:`,
  },
  quizUnavailable: {
    en: 'I cannot build quizzes here. Open Quizzes from the menu to start one from a lesson or your files.',
    ar: 'لا أستطيع إعداد الاختبارات هنا. افتح صفحة الاختبارات من القائمة لتبدأ اختبارًا من درس أو من ملفاتك.',
  },
  lessonsLeadAgain: {
    en: 'Put another way, starting from where the lesson explains it:',
    ar: 'بعبارة أخرى، بدءًا من الموضع الذي يشرحه فيه الدرس:',
  },
  lessonsLead: {
    en: 'Here is what the lessons say:',
    ar: 'إليك ما تقوله الدروس:',
  },
  explainLead: {
    en: 'Here is what your material says about the topics of this reply:',
    ar: 'إليك ما تقوله موادك عن موضوعات هذا الرد:',
  },
  explainNothing: {
    en: "I couldn't find anything in your material that explains this reply further.",
    ar: 'لم أجد في موادك ما يشرح هذا الرد أكثر.',
  },
  examplesLead: {
    en: 'Examples from your material:',
    ar: 'أمثلة من موادك:',
  },
  examplesNoneExplicit: {
    en: 'I found no worked examples in your material, but this is what it says on the topic:',
    ar: 'لم أجد أمثلة محلولة في موادك، لكن هذا ما تقوله عن الموضوع:',
  },
  examplesNothing: {
    en: "I couldn't find examples of this in your material.",
    ar: 'لم أجد أمثلة على هذا في موادك.',
  },
  summaryLead: {
    en: (chosen: number, total: number) =>
      `**Summary:** the ${chosen} key sentences of this reply (out of ${total}):`,
    ar: (chosen: number, total: number) =>
      `**الملخص:** أهم ${arabicCount(chosen)} من هذا الرد (من أصل ${total}):`,
  },
  summaryShort: {
    en: 'This reply is already short. Its main point:',
    ar: 'هذا الرد قصير أصلًا. فكرته الرئيسة:',
  },
  summaryEmpty: {
    en: 'There is no prose in this reply to summarize (only code, tables or equations).',
    ar: 'لا يحتوي هذا الرد على نص يمكن تلخيصه (فيه شيفرة أو جداول أو معادلات فقط).',
  },
  summaryNote: {
    en: '_An extractive summary by the offline study engine: the sentences are quoted from the reply._',
    ar: '_ملخص استخراجي من محرك المذاكرة المدمج: الجمل مقتبسة من الرد نفسه._',
  },
  translateLead: {
    en: 'Curriculum terms in this reply, from the glossary:',
    ar: 'المصطلحات الدراسية الواردة في هذا الرد، من المسرد:',
  },
  translateNone: {
    en: 'I found no curriculum terms from the glossary in this reply.',
    ar: 'لم أجد في هذا الرد مصطلحات دراسية من المسرد.',
  },
  translateFull: {
    en: 'A full translation of the whole reply needs the AI provider, which your school can configure; the offline study engine translates curriculum terms only.',
    ar: 'أما ترجمة الرد كاملًا فتحتاج إلى مزوّد الذكاء الاصطناعي، ويمكن لمدرستك إعداده؛ فمحرك المذاكرة المدمج يترجم المصطلحات الدراسية فقط.',
  },
  tableHeader: {
    en: { term: 'Term', translation: 'Translation', subject: 'Subject' },
    ar: { term: 'المصطلح', translation: 'الترجمة', subject: 'المادة' },
  },
  photoRead: { en: '**Text read from your photo:**', ar: '**النص المقروء من صورتك:**' },
  photoUnclear: {
    en: "I couldn't read the text in this photo clearly. Try cropping it closer around the question, with the text straight and well lit, or type the question.",
    ar: 'لم أتمكن من قراءة النص في هذه الصورة بوضوح. جرّب قصّها بحيث تقترب من السؤال، على أن يكون النص مستقيمًا وواضح الإضاءة، أو اكتب السؤال.',
  },
  photoUnavailable: {
    en: 'Reading text from photos is not available on this server, so please type the question.',
    ar: 'قراءة النص من الصور غير متاحة على هذا الخادم، لذا يرجى كتابة السؤال.',
  },
  hintLead: {
    en: "**Let's work it out step by step.** Here are some hints instead of the full answer:",
    ar: '**لنحلّها خطوة بخطوة.** إليك بعض التلميحات بدلًا من الإجابة الكاملة:',
  },
  hintWhere: {
    en: (where: string, terms: string) =>
      terms === ''
        ? `${where} covers this. What does it say?`
        : `${where} covers this: look at what it says about ${terms}.`,
    ar: (where: string, terms: string) =>
      terms === '' ? `${where} يتناول هذا. ماذا يقول؟` : `${where} يتناول هذا: انظر ماذا يقول عن ${terms}.`,
  },
  hintBlank: {
    en: (sentence: string) => `Fill in the blank: “${sentence}”`,
    ar: (sentence: string) => `املأ الفراغ: «${sentence}»`,
  },
  hintRecall: {
    en: (term: string) => `Recall what ${term} means before you answer.`,
    ar: (term: string) => `تذكّر معنى ${term} قبل أن تجيب.`,
  },
  hintOwnWords: {
    en: 'Now try to answer in your own words: which rule or definition connects these ideas?',
    ar: 'حاول الآن أن تجيب بكلماتك: ما القاعدة أو التعريف الذي يربط هذه الأفكار؟',
  },
  and: { en: ' and ', ar: ' و' },
  // A conversation about a file: what comes from the file, then what does not.
  fileHeading: {
    en: (title: string) => `**From your file** “${title}”`,
    ar: (title: string) => `**من ملفك** «${title}»`,
  },
  generalKnowledge: { en: '**General knowledge**', ar: '**معرفة عامة**' },
  fileNotCovered: {
    en: (title: string) => `Your file “${title}” does not cover this: I found nothing about it in its pages.`,
    ar: (title: string) => `ملفك «${title}» لا يتناول هذا: لم أجد عنه شيئًا في صفحاته.`,
  },
  onPage: {
    en: (link: string) => `On ${link}:`,
    ar: (link: string) => `في ${link}:`,
  },
  fileWhere: {
    en: (title: string, link: string) => `Your file “${title}” (${link})`,
    ar: (title: string, link: string) => `ملفك «${title}» (${link})`,
  },
  // A conversation about a course lesson: what comes from the lesson, then what does not.
  lessonHeading: {
    en: (title: string) => `**From the lesson** “${title}”`,
    ar: (title: string) => `**من الدرس** «${title}»`,
  },
  lessonNotCovered: {
    en: (title: string) =>
      `The lesson “${title}” does not cover this: I found nothing about it in its sections.`,
    ar: (title: string) => `درس «${title}» لا يتناول هذا: لم أجد عنه شيئًا في أقسامه.`,
  },
  inSection: {
    en: (link: string) => `In ${link}:`,
    ar: (link: string) => `في ${link}:`,
  },
  lessonWhere: {
    en: (title: string, link: string) => `The lesson “${title}” (${link})`,
    ar: (title: string, link: string) => `درس «${title}» (${link})`,
  },
  examplesInFile: { en: 'Examples:', ar: 'أمثلة:' },
  noExamplesInFile: {
    en: 'I found no worked examples in it, but this is what it says on the topic:',
    ar: 'لم أجد فيه أمثلة محلولة، لكن هذا ما يقوله عن الموضوع:',
  },
} as const;

/**
 * A citation of a page of the conversation's file: a link the chat turns into a button that opens
 * the viewer at that page (`[p. 3](#page=3)`, in Arabic `[ص 3](#page=3)`).
 */
export function pageLink(page: number, lang: Locale, unit: PageUnit = 'page'): string {
  const label =
    unit === 'slide'
      ? { en: `slide ${page}`, ar: `الشريحة ${page}` }
      : unit === 'photo'
        ? { en: 'the photo', ar: 'الصورة' }
        : { en: `p. ${page}`, ar: `ص ${page}` };
  return `[${label[lang]}](#page=${page})`;
}

/**
 * A citation of a section of the conversation's lesson: a link the chat turns into a button that shows
 * the lesson at that section (`[§ What physics studies](#section=s1)`). The heading is in the reply's
 * language already; the id is the content's (letters, digits and hyphens).
 */
export function sectionLink(heading: string, sectionId: string): string {
  const label = inline(heading);
  return `[§ ${label === '' ? sectionId : label}](#section=${sectionId.replace(/[^\w-]/g, '')})`;
}

/** "the 3 key sentences" in Arabic: the counted noun agrees with the number. */
function arabicCount(count: number): string {
  if (count === 1) return 'جملة';
  if (count === 2) return 'جملتين';
  if (count >= 3 && count <= 10) return `${count} جمل`;
  return `${count} جملة`;
}

/** "From your saved item “Title”:" and its kin, naming where a passage comes from. */
export function sourceLabel(source: PassageSource, lang: Locale): string {
  const title = inline(source.title);
  if (lang === 'ar') {
    if (source.kind === 'file') {
      return `من ملفك «${title}»${source.page !== undefined ? `، الصفحة ${source.page}` : ''}`;
    }
    if (source.kind === 'lesson') {
      return `من درس «${title}»${source.section ? `، قسم «${inline(source.section)}»` : ''}`;
    }
    return `من محتواك المحفوظ «${title}»`;
  }
  if (source.kind === 'file') {
    return `From your file “${title}”${source.page !== undefined ? `, page ${source.page}` : ''}`;
  }
  if (source.kind === 'lesson') {
    return `From the lesson “${title}”${source.section ? `, section “${inline(source.section)}”` : ''}`;
  }
  return `From your saved item “${title}”`;
}

/** The source named as a subject ("Your saved item “Title”"), for hints. */
/** " (page 3)", " (slide 3)", or nothing (a photo has one page; no page known). */
function where(source: PassageSource, lang: Locale): string {
  if (source.page === undefined || source.pageUnit === 'photo') return '';
  if (source.pageUnit === 'slide')
    return lang === 'ar' ? ` (الشريحة ${source.page})` : ` (slide ${source.page})`;
  return lang === 'ar' ? ` (الصفحة ${source.page})` : ` (page ${source.page})`;
}

export function sourceName(source: PassageSource, lang: Locale): string {
  const title = inline(source.title);
  if (lang === 'ar') {
    if (source.kind === 'file') return `ملفك «${title}»${where(source, 'ar')}`;
    if (source.kind === 'lesson') return `درس «${title}»`;
    return `محتواك المحفوظ «${title}»`;
  }
  if (source.kind === 'file') return `Your file “${title}”${where(source, 'en')}`;
  if (source.kind === 'lesson') return `The lesson “${title}”`;
  return `Your saved item “${title}”`;
}

/** "a, b and c" in either language. */
export function listWords(words: readonly string[], lang: Locale): string {
  if (words.length <= 1) return words.join('');
  const separator = lang === 'ar' ? '، ' : ', ';
  return `${words.slice(0, -1).join(separator)}${MESSAGES.and[lang]}${words[words.length - 1]}`;
}

/** The first lines of the engine's "nothing found" replies, this version's and earlier ones'. */
const NOTHING_FOUND_LEADS: readonly string[] = [
  MESSAGES.nothingFound.en,
  MESSAGES.nothingFound.ar,
  MESSAGES.nothingFoundWithSources.en,
  MESSAGES.nothingFoundWithSources.ar,
  MESSAGES.explainNothing.en,
  MESSAGES.explainNothing.ar,
  MESSAGES.examplesNothing.en,
  MESSAGES.examplesNothing.ar,
  // Before the engine read the lessons (issue 19).
  "I couldn't find anything about this in your saved content or your files.",
  'لم أجد شيئًا عن هذا في المحتوى الذي حفظته ولا في ملفاتك.',
];

/**
 * True for a reply that says the engine found nothing: saved by a student, it is never quoted back as
 * study material.
 */
export function isNothingFoundReply(text: string): boolean {
  const start = text.trimStart();
  return NOTHING_FOUND_LEADS.some((lead) => start.startsWith(lead));
}
