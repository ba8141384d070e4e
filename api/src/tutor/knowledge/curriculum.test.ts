/**
 * The curriculum search over the real written lessons (api/content/courses): real questions in both
 * languages find the section that answers them, in the question's language; questions the lessons do
 * not answer find nothing; the student's grade and courses order close matches only; citations and
 * "did you mean" suggestions link to the lesson.
 */
import { createCatalogue } from '../../courses/catalogue.ts';
import { yearOneCatalogue } from '../../testing.ts';
import type { CourseFile } from '../../courses/schema.ts';
import type { Locale, PassageSource } from '../types.ts';
import {
  PASSAGE_MAX_CHARS,
  PASSAGE_MIN_CHARS,
  createCurriculumKnowledge,
  curriculumCitation,
  curriculumFor,
  nearestLessons,
  quotedPhrases,
  searchCurriculum,
  sectionPassages,
} from './curriculum.ts';

/** The year-1 courses as written: the expectations below were read in their lessons (testing.ts). */
const catalogue = yearOneCatalogue();
/**
 * The real courses with only their first units written (as they were before the rest of year 1): for
 * "did you mean" suggestions, which need a question that no written lesson answers but a title names.
 */
const unitOneCatalogue = createCatalogue(
  catalogue.courses.map(({ course }) => ({
    ...course,
    units: course.units.map((unit, u) =>
      u === 0
        ? unit
        : { ...unit, lessons: unit.lessons.map(({ id, number, title }) => ({ id, number, title })) },
    ),
  })),
);
const ARABIC_LETTER = /[\u0621-\u064A]/;

/**
 * The evaluation set: a real question, its language, and the lesson and section that answer it best
 * (read in the lessons). Definitions asked for by name ("What is homeostasis?") are answered by the
 * lesson's key terms when the term's line matches clearly better than the section that teaches it.
 */
const QUESTIONS: readonly [question: string, lang: Locale, lessonId: string, sectionId: string][] = [
  // Physics 1, A Physics Toolkit
  ['What are the SI base units?', 'en', 'y1-physics-1.u1-l1', 's2'],
  ['What is the SI base unit of mass?', 'en', 'y1-physics-1.u1-l1', 's2'],
  ['ما هي البادئات في النظام الدولي؟', 'ar', 'y1-physics-1.u1-l1', 's3'],
  ['How do I convert km/h to m/s?', 'en', 'y1-physics-1.u1-l1', 's4'],
  ['كيف أحول الوحدات باستخدام معامل التحويل؟', 'ar', 'y1-physics-1.u1-l1', 's4'],
  [
    'A runner covers 5 km in 25 minutes, what is her average speed?',
    'en',
    'y1-physics-1.u1-l1',
    'worked-example',
  ],
  ['ما الفرق بين الدقة والضبط؟', 'ar', 'y1-physics-1.u1-l2', 's2'],
  ['What is the difference between precision and accuracy?', 'en', 'y1-physics-1.u1-l2', 's2'],
  ['Why does every measurement have uncertainty?', 'en', 'y1-physics-1.u1-l2', 's1'],
  ['ما هو الخطأ المنهجي؟', 'ar', 'y1-physics-1.u1-l2', 'key-terms'],
  ['كم عدد الأرقام المعنوية في العدد 0.0250؟', 'ar', 'y1-physics-1.u1-l2', 's4'],
  // Mathematics 1 teaches slope in its own lesson (Slopes and Equations of Lines).
  ['What is the slope of a line?', 'en', 'y1-mathematics.u2-l3', 's1'],
  ['ما الفرق بين المتغير المستقل والمتغير التابع؟', 'ar', 'y1-physics-1.u1-l3', 's1'],
  // Chemistry 1, Electrons in Atoms
  ['ما العلاقة بين الطول الموجي والتردد؟', 'ar', 'y1-chemistry-1.u1-l1', 's1'],
  ['What is the photoelectric effect?', 'en', 'y1-chemistry-1.u1-l1', 's3'],
  ['ما هو ثابت بلانك؟', 'ar', 'y1-chemistry-1.u1-l1', 'key-terms'],
  ['Explain Bohr model of the hydrogen atom', 'en', 'y1-chemistry-1.u1-l2', 's1'],
  // Biology 1 says it in one sentence ("the second holds up to 8"), closer than Chemistry 1's 2n².
  ['How many electrons can the second energy level hold?', 'en', 'y1-biology-1.u6-l1', 's1'],
  ['ما هو مبدأ أوفباو؟', 'ar', 'y1-chemistry-1.u1-l3', 'key-terms'],
  ['What is noble gas notation?', 'en', 'y1-chemistry-1.u1-l3', 's3'],
  // Biology 1, The Study of Life
  ['What are the characteristics of life?', 'en', 'y1-biology-1.u1-l1', 's2'],
  ['ما هو الاتزان الداخلي؟', 'ar', 'y1-biology-1.u1-l1', 'key-terms'],
  ['How do scientists share their results?', 'en', 'y1-biology-1.u1-l2', 's3'],
  ['ما هي مراجعة الأقران؟', 'ar', 'y1-biology-1.u1-l2', 'key-terms'],
  ['How do I design a controlled experiment?', 'en', 'y1-biology-1.u1-l3', 's2'],
  ['ما الفرق بين البيانات الكمية والبيانات النوعية؟', 'ar', 'y1-biology-1.u1-l3', 's3'],
  // Mathematics 1, Reasoning and Proof
  ['What is a counterexample?', 'en', 'y1-mathematics.u1-l1', 's3'],
  ['ما هو التبرير الاستقرائي؟', 'ar', 'y1-mathematics.u1-l1', 'key-terms'],
  ['What is a truth table?', 'en', 'y1-mathematics.u1-l2', 's4'],
  ['When is a conditional statement false?', 'en', 'y1-mathematics.u1-l3', 's2'],
  ['ما هو المعاكس الإيجابي؟', 'ar', 'y1-mathematics.u1-l3', 's3'],
  ['ما هو البرهان الجبري؟', 'ar', 'y1-mathematics.u1-l4', 's3'],
  // English, Big Changes (Arabic questions about English words: answered in Arabic)
  ['ما الفرق بين make و get؟', 'ar', 'y1-english.u1-l1', 's2'],
  ['ما الفرق بين used to و be used to؟', 'ar', 'y1-english.u1-l2', 's4'],
  ['ما الفرق بين المضارع التام والماضي البسيط؟', 'ar', 'y1-english.u1-l3', 's4'],
  // Mega Goal 1 unit 5 teaches the two reading skills by name.
  ['What is skimming and scanning?', 'en', 'y1-english.u5-l3', 's3'],
  // Cross-language: the English name of a topic in an Arabic question
  ['ما هي SI base units؟', 'ar', 'y1-physics-1.u1-l1', 's2'],
  ['ما هو Hund’s rule؟', 'ar', 'y1-chemistry-1.u1-l3', 'key-terms'],
  // A chatty question, a misspelling, diacritics
  [
    'Can you help me understand what homeostasis is in my biology homework?',
    'en',
    'y1-biology-1.u1-l1',
    'key-terms',
  ],
  ['what is homeostatis', 'en', 'y1-biology-1.u1-l1', 'key-terms'],
  ['i dont get dimensional analysis, can u explain it step by step', 'en', 'y1-physics-1.u1-l1', 's4'],
  ['ما هو الضَّبْط؟', 'ar', 'y1-physics-1.u1-l2', 's2'],
  // "say" only asks here (English has a lesson "Say or tell?").
  ['What does Hund’s rule say?', 'en', 'y1-chemistry-1.u1-l3', 'key-terms'],
  // A lesson named by its whole title (Physics 1 "Graphing Data"), over a maths section about graphing.
  ['تمثيل البيانات بيانيًّا', 'ar', 'y1-physics-1.u1-l3', 's2'],
];

/** Questions the written lessons do not answer. */
const UNANSWERED: readonly [question: string, lang: Locale][] = [
  ['Who won the 2022 World Cup?', 'en'],
  ['من فاز بكأس العالم 2022؟', 'ar'],
  ['What is the capital of France?', 'en'],
  ['ما هي عاصمة فرنسا؟', 'ar'],
  ['How does a blockchain work?', 'en'],
  ['What is the plot of Romeo and Juliet?', 'en'],
  ['How do I bake a chocolate cake?', 'en'],
  ['Tell me about the French revolution', 'en'],
];

function lessonOf(lessonId: string) {
  const entry = catalogue.lesson(lessonId);
  if (!entry?.written) throw new Error(`${lessonId} is not a written lesson`);
  return entry;
}

describe('searchCurriculum', () => {
  it('has an evaluation set of at least 25 questions, half of them in Arabic', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(25);
    expect(QUESTIONS.filter(([, lang]) => lang === 'ar').length).toBeGreaterThanOrEqual(QUESTIONS.length / 2);
  });

  it.each(QUESTIONS)('%s (%s) -> %s §%s', async (question, lang, lessonId, sectionId) => {
    const passages = await searchCurriculum(question, { lang, limit: 3 }, catalogue);
    expect(passages[0]?.source).toMatchObject({ kind: 'lesson', id: lessonId, sectionId });
  });

  it('gives each passage in the question’s language, named by its lesson, section, unit and course', async () => {
    const entry = lessonOf('y1-physics-1.u1-l1');
    const section = entry.written?.sections.find((s) => s.id === 's2');
    for (const lang of ['en', 'ar'] as const) {
      const question =
        lang === 'en' ? 'What are the SI base units?' : 'ما هي الوحدات الأساسية في النظام الدولي؟';
      const [top] = await searchCurriculum(question, { lang, limit: 1 }, catalogue);
      expect(top).toEqual({
        source: {
          kind: 'lesson',
          id: 'y1-physics-1.u1-l1',
          title: entry.lesson.title[lang],
          section: section?.heading[lang],
          sectionId: 's2',
          course: entry.course.title[lang],
          unit: entry.unit.title[lang],
        },
        text: section?.body[lang],
        score: expect.any(Number) as number,
      });
    }
  });

  it('answers an Arabic question that matched an English lesson’s English words in Arabic', async () => {
    for (const question of [
      'ما الفرق بين used to و be used to؟',
      'ما هو Hund’s rule؟',
      'اشرح لي present perfect',
    ]) {
      const passages = await searchCurriculum(question, { lang: 'ar', limit: 3 }, catalogue);
      expect(passages.length).toBeGreaterThan(0);
      for (const passage of passages) {
        expect(passage.text).toMatch(ARABIC_LETTER);
        expect(passage.source.title).toMatch(ARABIC_LETTER);
        expect(passage.source.section).toMatch(ARABIC_LETTER);
      }
    }
    // And the other way round: the language asked for wins over the words' language.
    const [english] = await searchCurriculum('الدقة والضبط', { lang: 'en', limit: 1 }, catalogue);
    expect(english?.source).toMatchObject({ id: 'y1-physics-1.u1-l2', section: 'Precision and accuracy' });
    expect(english?.text).not.toMatch(ARABIC_LETTER);
  });

  it.each(UNANSWERED)(
    'finds nothing for a question the lessons do not answer: %s',
    async (question, lang) => {
      expect(await searchCurriculum(question, { lang, limit: 3 }, catalogue)).toEqual([]);
    },
  );

  it('leaves asking words out: they neither find anything alone nor change what a question finds', async () => {
    for (const [question, lang] of [
      ['explain', 'en'],
      ['What is the difference?', 'en'],
      ['ما الفرق بين', 'ar'],
      ['اشرح لي ما هو', 'ar'],
    ] as const) {
      expect(await searchCurriculum(question, { lang, limit: 3 }, catalogue)).toEqual([]);
    }
    const ids = async (question: string, lang: Locale) =>
      (await searchCurriculum(question, { lang, limit: 3 }, catalogue)).map(
        (passage) => `${passage.source.id}#${passage.source.sectionId}`,
      );
    expect(await ids('What is the difference between precision and accuracy? Explain please', 'en')).toEqual(
      await ids('precision accuracy', 'en'),
    );
    expect(await ids('ما الفرق بين الدقة والضبط؟ اشرح لي', 'ar')).toEqual(await ids('الدقة والضبط', 'ar'));
    // The Gulf dialect's asking words, and English fillers.
    expect(await ids('وش الفرق بين الدقة والضبط؟ ليش مهم', 'ar')).toEqual(
      await ids('الدقة والضبط مهم', 'ar'),
    );
    expect(await ids('What does precision actually mean, really?', 'en')).toEqual(
      await ids('precision', 'en'),
    );
  });

  it('gives one passage per lesson section, the matched key terms of a lesson together, best first', async () => {
    const passages = await searchCurriculum(
      'What is an independent variable?',
      { lang: 'en', limit: 5 },
      catalogue,
    );
    const keys = passages.map((passage) => `${passage.source.id}#${passage.source.sectionId}`);
    expect(new Set(keys).size).toBe(keys.length);
    const scores = passages.map((passage) => passage.score ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const [terms] = await searchCurriculum(
      'ما الفرق بين العكس والمعكوس؟',
      { lang: 'ar', limit: 5 },
      catalogue,
    ).then((found) => found.filter((passage) => passage.source.sectionId === 'key-terms'));
    expect(terms?.text.split('\n').length).toBeGreaterThanOrEqual(2);
    expect(terms?.text).toContain('**العكس**');
    expect(terms?.text).toContain('**المعكوس**');
  });

  it('puts the courses a student is enrolled in first among close matches', async () => {
    const top = async (enrolledCourseIds: string[]) =>
      (
        await searchCurriculum(
          'What is an independent variable?',
          { lang: 'en', enrolledCourseIds, limit: 1 },
          catalogue,
        )
      )[0]?.source.id;
    expect(await top(['y1-biology-1'])).toBe('y1-biology-1.u1-l3');
    expect(await top(['y1-physics-1'])).toBe('y1-physics-1.u1-l3');
  });

  it('stops at once when the question is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      searchCurriculum(
        'What are the SI base units?',
        { lang: 'en', limit: 3, signal: controller.signal },
        catalogue,
      ),
    ).rejects.toThrow();
  });

  it('finds nearly every section by its own heading, in both languages', async () => {
    let total = 0;
    const missed: string[] = [];
    for (const course of catalogue.courses) {
      for (const entry of course.lessons) {
        for (const section of entry.written?.sections ?? []) {
          for (const lang of ['en', 'ar'] as const) {
            total++;
            const passages = await searchCurriculum(section.heading[lang], { lang, limit: 3 }, catalogue);
            const found = passages.some((p) => p.source.id === entry.id && p.source.sectionId === section.id);
            if (!found) missed.push(`${entry.id}#${section.id} (${lang}) ${section.heading[lang]}`);
          }
        }
      }
    }
    expect(total).toBeGreaterThan(100);
    // Headings made only of common words ("If-then statements") may find another lesson first.
    expect(missed.length / total).toBeLessThanOrEqual(0.05);
  });
});

describe('the student’s grade', () => {
  const physics = catalogue.course('y1-physics-1')?.course as CourseFile;
  const biology = catalogue.course('y1-biology-1')?.course as CourseFile;
  const asCourse = (
    course: CourseFile,
    id: string,
    stage: CourseFile['stage'],
    year: 1 | 2 | 3,
  ): CourseFile => ({
    ...course,
    id,
    stage,
    year,
    track: stage === 'university' ? 'university' : year === 1 ? 'common' : 'general',
  });

  it('puts the same lesson of the student’s grade first (y1- grade 10, y2- 11, y3- 12, uni- university)', async () => {
    const twins = createCatalogue([
      physics,
      asCourse(physics, 'y2-physics-twin', 'secondary', 2),
      asCourse(physics, 'y3-physics-twin', 'secondary', 3),
      asCourse(physics, 'uni-physics-twin', 'university', 1),
    ]);
    const top = async (student: Parameters<typeof searchCurriculum>[1]['student']) =>
      (await searchCurriculum('ما الفرق بين الدقة والضبط؟', { lang: 'ar', student, limit: 1 }, twins))[0]
        ?.source.id;
    expect(await top({ educationLevel: 'school', grade: 10 })).toBe('y1-physics-1.u1-l2');
    expect(await top({ educationLevel: 'school', grade: 11 })).toBe('y2-physics-twin.u1-l2');
    expect(await top({ educationLevel: 'school', grade: 12 })).toBe('y3-physics-twin.u1-l2');
    expect(await top({ educationLevel: 'university', universityYear: 1 })).toBe('uni-physics-twin.u1-l2');
  });

  it('never hides a clearly better match from another grade’s course', async () => {
    // A grade 11 biology course that mentions parallax once, in passing.
    const passing = asCourse(biology, 'y2-biology-twin', 'secondary', 2);
    const [unit, ...rest] = passing.units;
    const [lesson, ...others] = unit?.lessons ?? [];
    const [section, ...sections] = lesson?.sections ?? [];
    if (!unit || !lesson || !section) throw new Error('biology has no written lesson');
    passing.units = [
      {
        ...unit,
        lessons: [
          {
            ...lesson,
            sections: [
              {
                ...section,
                body: {
                  en: `${section.body.en}\n\nA reading taken at an angle suffers from parallax.`,
                  ar: `${section.body.ar}\n\nالقراءة بزاوية مائلة يصيبها اختلاف زاوية النظر.`,
                },
              },
              ...sections,
            ],
          },
          ...others,
        ],
      },
      ...rest,
    ];
    const mixed = createCatalogue([physics, passing]);
    const passages = await searchCurriculum(
      'What is parallax?',
      { lang: 'en', student: { educationLevel: 'school', grade: 11 }, limit: 5 },
      mixed,
    );
    expect(passages[0]?.source.id).toBe('y1-physics-1.u1-l2');
    expect(passages.map((passage) => passage.source.id)).not.toContain(undefined);
  });
});

describe('curriculumCitation', () => {
  it('links the lesson at its section, with the path course › unit › lesson › section', async () => {
    const [en] = await searchCurriculum('What are the SI base units?', { lang: 'en', limit: 1 }, catalogue);
    const [ar] = await searchCurriculum(
      'ما هي الوحدات الأساسية في النظام الدولي؟',
      { lang: 'ar', limit: 1 },
      catalogue,
    );
    if (!en || !ar) throw new Error('nothing found');
    expect(curriculumCitation(en.source, 'en')).toBe(
      '[Physics 1 › A Physics Toolkit › Units and the Language of Physics › SI base units](#lesson=y1-physics-1.u1-l1&section=s2)',
    );
    expect(curriculumCitation(ar.source, 'ar')).toBe(
      '[فيزياء 1 › أدوات علم الفيزياء › الوحدات ولغة الفيزياء › الوحدات الأساسية في النظام الدولي](#lesson=y1-physics-1.u1-l1&section=s2)',
    );
  });

  it('keeps the link intact whatever the titles hold, and leaves out what the source lacks', () => {
    const source: PassageSource = {
      kind: 'lesson',
      id: 'y1-english.u1-l2',
      title: 'Grammar: [Used] To',
      section: 'What "used to" means',
      sectionId: 's1',
      course: 'English: Mega Goal 1',
    };
    expect(curriculumCitation(source, 'en')).toBe(
      '[English: Mega Goal 1 › Grammar: \\[Used\\] To › What "used to" means](#lesson=y1-english.u1-l2&section=s1)',
    );
    expect(curriculumCitation({ kind: 'lesson', id: 'y1-english.u1-l2', title: '' }, 'ar')).toBe(
      '[الدرس](#lesson=y1-english.u1-l2)',
    );
  });
});

describe('nearestLessons', () => {
  it('suggests the written lessons whose titles hold the question’s words', async () => {
    expect(
      await searchCurriculum('What is kinetic energy?', { lang: 'en', limit: 3 }, unitOneCatalogue),
    ).toEqual([]);
    const [first] = await nearestLessons(
      'What is kinetic energy?',
      { lang: 'en', limit: 3 },
      unitOneCatalogue,
    );
    expect(first).toEqual({
      lessonId: 'y1-chemistry-1.u1-l2',
      title: 'Chemistry 1 › Electrons in Atoms › Energy Levels and the Quantum Model',
      href: '#lesson=y1-chemistry-1.u1-l2',
      link: '[Chemistry 1 › Electrons in Atoms › Energy Levels and the Quantum Model](#lesson=y1-chemistry-1.u1-l2)',
    });
    const [arabic] = await nearestLessons(
      'ما هي الطاقة الحركية؟',
      { lang: 'ar', limit: 3 },
      unitOneCatalogue,
    );
    expect(arabic?.title).toBe('كيمياء 1 › الإلكترونات في الذرات › مستويات الطاقة والنموذج الكمي للذرة');
  });

  it('suggests the first lessons of the student’s grade when no title matches', async () => {
    const suggestions = await nearestLessons(
      'Who won the 2022 World Cup?',
      { lang: 'en', student: { educationLevel: 'school', grade: 10 }, limit: 3 },
      catalogue,
    );
    expect(suggestions.map((suggestion) => suggestion.lessonId)).toEqual([
      'y1-mathematics.u1-l1',
      'y1-physics-1.u1-l1',
      'y1-chemistry-1.u1-l1',
    ]);
  });
});

describe('createCurriculumKnowledge', () => {
  it('searches in the language given, else the question’s own, with the student’s courses first', async () => {
    const lookups: string[] = [];
    const knowledge = createCurriculumKnowledge({
      catalogue,
      enrolledCourseIds: async (userId) => {
        lookups.push(userId);
        return ['y1-biology-1'];
      },
    });
    const [enrolled] = await knowledge.search('student-1', 'What is an independent variable?', { limit: 1 });
    expect(enrolled?.source.id).toBe('y1-biology-1.u1-l3');
    expect(lookups).toEqual(['student-1']);

    const [detected] = await knowledge.search('student-1', 'ما هي الفرضية؟', { limit: 1 });
    expect(detected?.text).toMatch(ARABIC_LETTER);
    const [given] = await knowledge.search('student-1', 'ما هي الفرضية؟', { limit: 1, lang: 'en' });
    expect(given?.text).not.toMatch(ARABIC_LETTER);
    expect(given?.source.id).toBe(detected?.source.id);
  });

  it('shares one index per catalogue', () => {
    expect(curriculumFor(catalogue)).toBe(curriculumFor(catalogue));
  });
});

describe('sectionPassages', () => {
  const paragraph = (letter: string, n: number, chars: number) => `${letter}${n} `.padEnd(chars, letter);

  it('keeps a short section whole', () => {
    const body = { en: 'A short section.', ar: 'قسم قصير.' };
    expect(sectionPassages(body)).toEqual({ en: [body], ar: [body] });
  });

  it('cuts a long section at paragraph ends, both languages alike', () => {
    const en = Array.from({ length: 6 }, (_, i) => paragraph('e', i, 300));
    const ar = Array.from({ length: 6 }, (_, i) => paragraph('ع', i, 250));
    const { en: passages, ar: same } = sectionPassages({ en: en.join('\n\n'), ar: ar.join('\n\n') });
    expect(same).toBe(passages);
    expect(passages.length).toBeGreaterThan(1);
    expect(passages.map((p) => p.en).join('\n\n')).toBe(en.join('\n\n'));
    expect(passages.map((p) => p.ar).join('\n\n')).toBe(ar.join('\n\n'));
    for (const passage of passages) {
      expect(passage.en.length).toBeGreaterThanOrEqual(PASSAGE_MIN_CHARS);
      expect(passage.en.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
      // The same paragraphs in both languages.
      expect(passage.ar.split('\n\n').map((p) => p.slice(1, 3))).toEqual(
        passage.en.split('\n\n').map((p) => p.slice(1, 3)),
      );
    }
  });

  it('pairs the passages by place when the languages’ paragraphs differ', () => {
    const en = Array.from({ length: 4 }, (_, i) => paragraph('e', i, 350)).join('\n\n');
    const ar = Array.from({ length: 6 }, (_, i) => paragraph('ع', i, 250)).join('\n\n');
    const passages = sectionPassages({ en, ar });
    expect(passages.en.map((p) => p.en).join('\n\n')).toBe(en);
    expect(passages.ar.map((p) => p.ar).join('\n\n')).toBe(ar);
    for (const passage of [...passages.en, ...passages.ar]) {
      expect(passage.en).not.toBe('');
      expect(passage.ar).not.toBe('');
    }
  });
});

describe('quotedPhrases', () => {
  const matches = (query: string, text: string) => quotedPhrases(query).some((phrase) => phrase.test(text));

  test('a quoted phrase is matched as words, whatever the quotes', () => {
    expect(matches('Is "had better" a past tense?', 'You had better leave now.')).toBe(true);
    expect(matches('Is "had better" a past tense?', 'It had a better ending.')).toBe(false);
    expect(matches("What does 'might' mean?", 'It might rain.')).toBe(true);
    expect(matches('ما معنى «used to»؟', 'I used to walk.')).toBe(true);
    // An apostrophe is not a quote.
    expect(quotedPhrases("What's in the students' book?")).toEqual([]);
  });

  test('a Latin letter alone in an Arabic question is a symbol, matched with its case', () => {
    expect(matches('ما هو العدد e في الرياضيات؟', 'الأساس الطبيعي $e$')).toBe(true);
    expect(matches('ما هو العدد e في الرياضيات؟', 'قيمة $E$')).toBe(false);
    expect(matches('ما الفرق بين G الكبيرة وg الصغيرة؟', 'قيمة $G$')).toBe(true);
    expect(matches('ما الفرق بين G الكبيرة وg الصغيرة؟', 'تسارع $g$')).toBe(true);
    // Not a LaTeX command's letter, nor a letter of an English question.
    expect(matches('ما هو العدد e في الرياضيات؟', '$\\sec x$')).toBe(false);
    expect(quotedPhrases('Is a vector a quantity?')).toEqual([]);
  });

  test('function notation is matched exactly, spaces aside', () => {
    const query = 'ما الفرق بين تمثيل y = -f(x) وتمثيل y = f(-x)؟';
    expect(matches(query, 'التمثيل $y = - f( x )$ ينعكس')).toBe(true);
    expect(matches(query, '$y = f(-x)$')).toBe(true);
    expect(matches(query, '$y = f(x) + 2$')).toBe(false);
  });
});
