import {
  createGlossary,
  lessonGlossaryEntries,
  loadGlossary,
  readGlossaryFile,
  GLOSSARY_SUBJECTS,
} from '../tutor/glossary.ts';
import {
  createCatalogue,
  defaultFilter,
  loadCatalogue,
  NO_FILTER,
  tutorLessons,
  type CatalogueCourse,
} from './catalogue.ts';
import type { CourseFile } from './schema.ts';
import { courseFixture, writtenLesson } from './testing.ts';

const ids = (courses: readonly CatalogueCourse[]) => courses.map((course) => course.id);

/** The fixture as a course of another stage and year. */
function variant(id: string, fields: Partial<CourseFile>): CourseFile {
  const course = { ...courseFixture(id), ...fields };
  if (course.stage !== 'secondary' || course.year !== 1) {
    const [first, ...rest] = course.units;
    if (first)
      course.units = [
        {
          ...first,
          lessons: first.lessons.map(({ id: lessonId, number, title }) => ({ id: lessonId, number, title })),
        },
        ...rest,
      ];
  }
  return course;
}

const catalogue = createCatalogue([
  variant('uni-fixture', { stage: 'university', year: 1, track: 'university' }),
  variant('y2-fixture', {
    year: 2,
    track: 'general',
    title: { en: 'Biology 2', ar: 'أحياء 2' },
    subject: 'biology',
  }),
  courseFixture('y1-fixture'),
  variant('y3-fixture', { year: 3, track: 'general', subject: 'mathematics' }),
]);

describe('the catalogue', () => {
  test('orders courses by stage, year and subject, with their grade', () => {
    expect(ids(catalogue.courses)).toEqual(['y1-fixture', 'y2-fixture', 'y3-fixture', 'uni-fixture']);
    expect(catalogue.courses.map((course) => course.grade)).toEqual([10, 11, 12, null]);
    expect(catalogue.courses.map((course) => course.writtenLessonCount)).toEqual([2, 0, 0, 0]);
  });

  test('indexes lessons by full id, in course order across units', () => {
    const first = catalogue.lesson('y1-fixture.u1-l1');
    expect(first).toMatchObject({
      id: 'y1-fixture.u1-l1',
      courseId: 'y1-fixture',
      index: 0,
      previous: undefined,
    });
    expect(first?.written?.questions).toHaveLength(12);
    const second = catalogue.lesson('y1-fixture.u1-l2');
    expect(second?.next?.id).toBe('y1-fixture.u2-l1');
    expect(catalogue.lesson('y1-fixture.u2-l1')).toMatchObject({ written: undefined, index: 2 });
    expect(catalogue.lesson('y1-fixture.u2-l1')?.previous?.id).toBe('y1-fixture.u1-l2');
    expect(catalogue.lesson('y1-fixture.u2-l2')?.next).toBeUndefined();
    expect(catalogue.lesson('u1-l1')).toBeUndefined();
    expect(catalogue.lesson('y1-fixture.u9-l1')).toBeUndefined();
    expect(catalogue.course('y1-fixture')?.lessons).toHaveLength(4);
    expect(catalogue.course('nope')).toBeUndefined();
  });

  test('refuses two courses with one id', () => {
    expect(() => createCatalogue([courseFixture('y1-a'), courseFixture('y1-a')])).toThrow(
      'Two course files have the id "y1-a"',
    );
  });

  test('filters by grade, track and stage', () => {
    expect(ids(catalogue.list({ grade: 10, track: 'common', stage: 'secondary' }))).toEqual(['y1-fixture']);
    expect(ids(catalogue.list({ grade: 11, track: 'general', stage: 'secondary' }))).toEqual(['y2-fixture']);
    expect(ids(catalogue.list({ ...NO_FILTER, track: 'general' }))).toEqual(['y2-fixture', 'y3-fixture']);
    expect(ids(catalogue.list({ ...NO_FILTER, stage: 'university' }))).toEqual(['uni-fixture']);
    expect(ids(catalogue.list(NO_FILTER))).toHaveLength(4);
  });

  test('searches titles, units and lessons in both languages, normalized', () => {
    const search = (q: string) => ids(catalogue.list(NO_FILTER, q));
    expect(search('biology')).toEqual(['y2-fixture']); // the subject
    expect(search('BIO')).toEqual(['y2-fixture']); // a word prefix, any case
    expect(search('احياء')).toEqual(['y2-fixture']); // stored أحياء: hamza
    expect(search('أَحْيَاء')).toEqual(['y2-fixture']); // diacritics
    expect(search('الأحياء')).toEqual(['y2-fixture']); // the article
    expect(search('التسارع')).toHaveLength(4); // a lesson title of every course
    expect(search('تسارع')).toHaveLength(4); // stored with the article
    expect(search('Motion speed')).toHaveLength(4); // a unit and a lesson
    expect(search('motion biology')).toEqual(['y2-fixture']); // every word must match
    expect(search('chemistry')).toEqual([]);
    expect(search('  ')).toHaveLength(4); // no words: no search
  });

  test('gives the lesson tutor its lessons', () => {
    const lessons = tutorLessons(catalogue);
    expect(lessons('y1-fixture.u1-l1')).toMatchObject({
      id: 'y1-fixture.u1-l1',
      title: writtenLesson(1).title,
      sections: writtenLesson(1).sections,
      keyTerms: writtenLesson(1).keyTerms,
    });
    expect(lessons('y1-fixture.u2-l1')).toEqual({
      id: 'y1-fixture.u2-l1',
      title: { en: 'Speed', ar: 'السرعة' },
      sections: [],
    });
    expect(lessons('nope')).toBeUndefined();
  });
});

describe('defaultFilter (from the onboarding answers)', () => {
  test.each([
    [
      { educationLevel: 'school', grade: 10 },
      { grade: 10, track: 'common', stage: 'secondary' },
    ],
    [
      { educationLevel: 'school', grade: 11 },
      { grade: 11, track: 'general', stage: 'secondary' },
    ],
    [
      { educationLevel: 'school', grade: 12 },
      { grade: 12, track: 'general', stage: 'secondary' },
    ],
    [
      { educationLevel: 'university', universityYear: 3 },
      { grade: null, track: 'university', stage: 'university' },
    ],
    [{}, NO_FILTER],
  ] as const)('%j -> %j', (user, filter) => {
    expect(defaultFilter(user)).toEqual(filter);
  });
});

describe('the real catalogue (api/content/courses)', () => {
  const real = loadCatalogue();

  test('is loaded once', () => {
    expect(loadCatalogue()).toBe(real);
  });

  test('grade 10 sees year 1 common courses', () => {
    const year1 = real.list(defaultFilter({ educationLevel: 'school', grade: 10 }));
    expect(year1.length).toBeGreaterThanOrEqual(5);
    for (const course of year1)
      expect(course.course).toMatchObject({ stage: 'secondary', year: 1, track: 'common' });
  });

  test('search finds a course by a topic of its lessons, in both languages', () => {
    const search = (q: string) => real.list(NO_FILTER, q).map((course) => course.id);
    // A lesson title.
    expect(search('photosynthesis')).toContain('y1-biology-1');
    expect(search('البناء الضوئي')).toContain('y1-biology-1');
    // A written lesson's key term and section heading, not its title.
    expect(real.lesson('y1-physics-1.u1-l2')?.lesson.title.en).not.toMatch(/significant/i);
    expect(search('significant figures')).toEqual(['y1-physics-1']);
    expect(search('الأرقام المعنوية')).toEqual(['y1-physics-1']);
  });
});

describe('the lessons’ key terms in the tutor’s glossary', () => {
  const keyTerm = (en: string, ar: string) => ({
    term: { en, ar },
    definition: { en: `What ${en} means.`, ar: `معنى ${ar}.` },
  });

  test('join loadGlossary, found by lookup in both languages with their lesson', () => {
    const glossary = loadGlossary();
    const fromLessons = glossary.entries.filter((entry) => entry.lessonId !== undefined);
    expect(fromLessons.length).toBeGreaterThan(0);
    for (const entry of fromLessons) {
      expect(glossary.lookup(entry.en)).toBe(entry);
      expect(glossary.lookup(entry.ar)?.ar).toBe(entry.ar);
      expect(
        loadCatalogue()
          .lesson(entry.lessonId ?? '')
          ?.written?.keyTerms.map((k) => k.term.en),
      ).toEqual(expect.arrayContaining([expect.stringContaining(entry.en)]));
    }
  });

  test('every key term of a written lesson is found by lookup in English or Arabic', () => {
    const glossary = loadGlossary();
    const missed: string[] = [];
    for (const course of loadCatalogue().courses) {
      if (!GLOSSARY_SUBJECTS.some((subject) => subject === course.course.subject)) continue;
      for (const lesson of course.lessons)
        for (const { term } of lesson.written?.keyTerms ?? []) {
          const [en, ar] = [term.en, term.ar].map((text) => text.replace(/\s*\([^()]*\)/g, '').trim());
          if (/^(for|since|ago|might)$/i.test(en ?? '')) continue; // common words stay out
          // A term whose Arabic names it in Latin letters (مسلّمة التطابق SSS, القطاع s, be going to) or
          // a pattern (as ... as, yes/no question) is not a glossary entry: the lesson defines it.
          if (/[A-Za-z]/.test(ar ?? '') || /[/.]/.test(en ?? '')) continue;
          // One language may name an entry of the files already (biconditional statement, theorem).
          if (!glossary.lookup(en ?? '') && !glossary.lookup(ar ?? ''))
            missed.push(`${lesson.id}: ${term.en}`);
        }
    }
    expect(missed).toEqual([]);
  });

  test('adds a new term of a written lesson, without duplicating the files’ entries', () => {
    const files = GLOSSARY_SUBJECTS.flatMap((subject) => readGlossaryFile(subject));
    const base = createGlossary(files);
    const course = courseFixture('y1-terms');
    const lesson = course.units[0]?.lessons[0];
    if (!lesson) throw new Error('fixture');
    lesson.keyTerms = [
      keyTerm('warp drive', 'محرك الالتواء'),
      keyTerm('velocity', 'السرعة المتجهة'), // in the physics file already
      keyTerm('Tachyon field (TF)', 'حقل التاكيون (TF)'), // remarks in brackets dropped
      keyTerm('for', 'لمدة'), // too common
    ];
    const added = lessonGlossaryEntries(base, createCatalogue([course])).filter(
      (entry) => entry.lessonId === 'y1-terms.u1-l1',
    );
    expect(added).toEqual([
      {
        id: 'physics.warp-drive',
        subject: 'physics',
        en: 'warp drive',
        ar: 'محرك الالتواء',
        definition: { en: 'What warp drive means.', ar: 'معنى محرك الالتواء.' },
        lessonId: 'y1-terms.u1-l1',
      },
      expect.objectContaining({ id: 'physics.tachyon-field', en: 'Tachyon field', ar: 'حقل التاكيون' }),
    ]);
    const glossary = createGlossary([...files, ...added]);
    expect(glossary.lookup('Warp drives')?.lessonId).toBe('y1-terms.u1-l1');
    expect(glossary.lookup('مُحرِّك الالتواء')?.en).toBe('warp drive');
    expect(glossary.lookup('velocity')?.lessonId).toBeUndefined();
    expect(glossary.find('The ship used its warp drive.').map((entry) => entry.id)).toContain(
      'physics.warp-drive',
    );
  });
});
