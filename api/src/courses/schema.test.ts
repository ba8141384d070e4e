import fs from 'node:fs';
import path from 'node:path';
import { makeTempDir, removeDir } from '../testing.ts';
import { courseFileProblems, courseFiles, createCatalogue, readCourses } from './catalogue.ts';
import { CourseFileSchema, isWritten, type CourseFile, type Lesson, type Question } from './schema.ts';
import { courseFixture, writtenLesson } from './testing.ts';

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

// ---------------------------------------------------------------------------------------------------
// Every course file of api/content/courses

describe('the course files', () => {
  const files = courseFiles();

  test('are there', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  test.each(files.map((file) => [path.basename(file), file]))('%s follows the schema', (_name, file) => {
    expect(courseFileProblems(readJson(file), file)).toEqual([]);
  });

  test('load together: ids unique across files, every written lesson with its 12+ questions', () => {
    const courses = readCourses();
    const catalogue = createCatalogue(courses);
    expect(catalogue.courses.map((course) => course.id).sort()).toEqual(
      files.map((file) => path.basename(file, '.json')).sort(),
    );
    for (const course of catalogue.courses)
      for (const lesson of course.lessons)
        if (lesson.written) expect(lesson.written.questions.length).toBeGreaterThanOrEqual(12);
  });

  test('secondary year 1 has its five subjects, each with a written first unit', () => {
    const catalogue = createCatalogue(readCourses());
    const year1 = catalogue.list({ grade: 10, track: 'common', stage: 'secondary' });
    expect(year1.map((course) => course.course.subject).sort()).toEqual(
      expect.arrayContaining(['biology', 'chemistry', 'english', 'mathematics', 'physics']),
    );
    for (const course of year1) {
      expect(course.course.units[0]?.lessons.every(isWritten)).toBe(true);
      expect(course.writtenLessonCount).toBeGreaterThan(0);
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// The schema refuses bad shapes

/** The problems of a changed fixture, as `path: message` lines. */
function problems(change: (course: CourseFile) => void, id = 'y1-fixture'): string[] {
  const course = courseFixture(id);
  change(course);
  return courseFileProblems(JSON.parse(JSON.stringify(course)), `${id}.json`);
}

const unit = (course: CourseFile, index: number) => course.units[index] as CourseFile['units'][number];
const lesson = (course: CourseFile, u = 0, l = 0) => unit(course, u).lessons[l] as Lesson;
const questions = (course: CourseFile) => lesson(course).questions as Question[];
const question = (course: CourseFile, index: number) => questions(course)[index] as Question;

describe('CourseFileSchema', () => {
  test('accepts the fixture (a written first unit, an outline second unit)', () => {
    expect(problems(() => undefined)).toEqual([]);
    expect(CourseFileSchema.safeParse(courseFixture()).success).toBe(true);
  });

  test('accepts a written lesson in a later unit beside outline lessons (the year is written unit by unit)', () => {
    expect(
      problems((course) => {
        unit(course, 1).lessons[0] = { ...writtenLesson(1), id: lesson(course, 1, 0).id };
      }),
    ).toEqual([]);
  });

  test('accepts an outline course of year 2 and a university course', () => {
    const outline = (course: CourseFile) => {
      course.units[0] = {
        ...unit(course, 0),
        lessons: [{ id: 'u1-l1', number: 1, title: lesson(course).title }],
      };
    };
    expect(
      problems((course) => {
        outline(course);
        Object.assign(course, { year: 2, track: 'general' });
      }, 'y2-fixture'),
    ).toEqual([]);
    expect(
      problems((course) => {
        outline(course);
        Object.assign(course, { stage: 'university', year: 1, track: 'university' });
      }, 'uni-fixture'),
    ).toEqual([]);
  });

  test.each<[string, (course: CourseFile) => void, RegExp]>([
    ['an empty Arabic title', (c) => void (c.title.ar = ''), /^title\.ar: must not be empty/],
    [
      'a blank English description',
      (c) => void (c.description.en = '   '),
      /^description\.en: must not be empty/,
    ],
    [
      'a missing Arabic text',
      (c) => void delete (unit(c, 0).title as Partial<CourseFile['title']>).ar,
      /^units\[0\]\.title\.ar: /,
    ],
    ['Arabic letters in English', (c) => void (c.title.en = 'فيزياء'), /^title\.en: English text must not/],
    [
      'prose whose Arabic is English',
      (c) => void (lesson(c).title.ar = 'Lesson 1'),
      /^units\[0\]\.lessons\[0\]\.title\.ar: Arabic text must contain Arabic letters/,
    ],
    ['an unknown field', (c) => Object.assign(c, { teacher: 'x' }), /^\(file\): .*teacher/],
    ['a wrong track', (c) => void (c.track = 'general'), /^track: must be "common"/],
    ['a year out of range', (c) => Object.assign(c, { year: 4 }), /^year: /],
    [
      'a dotted id',
      (c) => void (lesson(c).id = 'u1.l1'),
      /^units\[0\]\.lessons\[0\]\.id: must be lower-case/,
    ],
    ['two units with one id', (c) => void (unit(c, 1).id = 'u1'), /^units\[1\]\.id: duplicates "u1"/],
    [
      'two lessons with one id across units',
      (c) => void (lesson(c, 1, 0).id = 'u1-l1'),
      /^units\[1\]\.lessons\[0\]\.id: duplicates "u1-l1"/,
    ],
    ['units out of order', (c) => void (unit(c, 1).number = 3), /^units\[1\]\.number: must be 2/],
    [
      'lessons out of order',
      (c) => void (lesson(c, 0, 1).number = 1),
      /^units\[0\]\.lessons\[1\]\.number: must be 2/,
    ],
    ['a unit without lessons', (c) => void (unit(c, 1).lessons = []), /^units\[1\]\.lessons: /],
    ['a semester 3', (c) => Object.assign(unit(c, 0), { semester: 3 }), /^units\[0\]\.semester: /],
    [
      'two questions with one id',
      (c) => void (question(c, 1).id = 'q1'),
      /^units\[0\]\.lessons\[0\]\.questions\[1\]\.id: duplicates "q1"/,
    ],
    [
      'a question on a section that does not exist',
      (c) => void (question(c, 0).section = 's9'),
      /^units\[0\]\.lessons\[0\]\.questions\[0\]\.section: must be a section of the lesson/,
    ],
    [
      'a single answer out of range',
      (c) => Object.assign(question(c, 0), { answer: 2 }),
      /questions\[0\]\.answer: must be an option index below 2/,
    ],
    [
      'a multiple answer out of range',
      (c) => Object.assign(question(c, 1), { answer: [0, 3] }),
      /questions\[1\]\.answer\[1\]: must be an option index below 3/,
    ],
    [
      'a multiple answer twice',
      (c) => Object.assign(question(c, 1), { answer: [0, 0] }),
      /questions\[1\]\.answer\[1\]: duplicates/,
    ],
    [
      'an empty multiple answer',
      (c) => Object.assign(question(c, 1), { answer: [] }),
      /questions\[1\]\.answer: /,
    ],
    [
      'a single question with one option',
      (c) => Object.assign(question(c, 0), { options: [{ en: 'x', ar: 'س' }], answer: 0 }),
      /questions\[0\]\.options: /,
    ],
    [
      'a negative tolerance',
      (c) => Object.assign(question(c, 3), { tolerance: -1 }),
      /questions\[3\]\.tolerance: /,
    ],
    [
      'a short question without answers',
      (c) => Object.assign(question(c, 4), { answers: [] }),
      /questions\[4\]\.answers: /,
    ],
    [
      'a matching question with 2 pairs',
      (c) =>
        Object.assign(question(c, 5), { pairs: (question(c, 5) as { pairs: unknown[] }).pairs.slice(0, 2) }),
      /questions\[5\]\.pairs: /,
    ],
    [
      'an ordering question with 7 items',
      (c) =>
        Object.assign(question(c, 6), {
          items: Array.from({ length: 7 }, (_, i) => ({ en: `${i}`, ar: `${i}` })),
        }),
      /questions\[6\]\.items: /,
    ],
    [
      'an unknown question type',
      (c) => Object.assign(question(c, 2), { type: 'essay' }),
      /questions\[2\]\.type: /,
    ],
    [
      'a question with an empty Arabic option',
      (c) =>
        Object.assign(question(c, 0), {
          options: [
            { en: 'a', ar: ' ' },
            { en: 'b', ar: 'ب' },
          ],
        }),
      /questions\[0\]\.options\[0\]\.ar: must not be empty/,
    ],
    ['11 questions', (c) => void questions(c).splice(11), /^units\[0\]\.lessons\[0\]\.questions: /],
    [
      'a bank of three question types',
      (c) =>
        void (lesson(c).questions = questions(c).map((q) =>
          ['single', 'short'].includes(q.type) ? q : ({ ...q, type: 'truefalse', answer: true } as Question),
        )),
      /questions: must use at least 4 question types/,
    ],
    ['2 sections', (c) => void lesson(c).sections?.splice(2), /^units\[0\]\.lessons\[0\]\.sections: /],
    ['3 key terms', (c) => void lesson(c).keyTerms?.splice(3), /^units\[0\]\.lessons\[0\]\.keyTerms: /],
    [
      'a partly written lesson',
      (c) => void delete lesson(c).workedExample,
      /^units\[0\]\.lessons\[0\]: is partly written.*missing: workedExample/,
    ],
    [
      'an outline lesson in a written first unit',
      (c) => void (unit(c, 0).lessons[1] = { id: 'u1-l2', number: 2, title: lesson(c).title }),
      /^units\[0\]\.lessons\[1\]: is an outline, but every lesson of a written first unit is written/,
    ],
    [
      'a year 1 course without its written first unit',
      (c) =>
        void (unit(c, 0).lessons = unit(c, 0).lessons.map((l) => ({
          id: l.id,
          number: l.number,
          title: l.title,
        }))),
      /^units\[0\]: must be written in full/,
    ],
    [
      'an outline lesson with a field of a written one',
      (c) => void (lesson(c, 1, 0).minutes = 10),
      /^units\[1\]\.lessons\[0\]: is partly written/,
    ],
  ])('refuses %s', (_what, change, expected) => {
    const found = problems(change);
    expect(found.some((problem) => expected.test(problem))).toBe(true);
  });

  test('refuses a file whose id is not its name', () => {
    expect(courseFileProblems(courseFixture('y1-fixture'), 'y1-other.json')).toEqual([
      'id: must be "y1-other" (the file name without .json)',
    ]);
  });
});

describe('readCourses', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeTempDir('nibras-courses-');
  });
  afterEach(async () => {
    await removeDir(dir);
  });

  test('fails naming each broken file and the path of each problem', () => {
    const good = courseFixture('y1-good');
    const bad = courseFixture('y1-bad');
    Object.assign(bad.units[0]?.lessons[0]?.questions?.[0] ?? {}, { answer: 7 });
    fs.writeFileSync(path.join(dir, 'y1-good.json'), JSON.stringify(good));
    fs.writeFileSync(path.join(dir, 'y1-bad.json'), JSON.stringify(bad));
    fs.writeFileSync(path.join(dir, 'y1-torn.json'), '{"id": "y1-torn", ');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a course');

    let message = '';
    try {
      readCourses(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`Course file ${path.join(dir, 'y1-bad.json')} is not valid:`);
    expect(message).toContain('units[0].lessons[0].questions[0].answer: must be an option index below 2');
    expect(message).toContain(`Course file ${path.join(dir, 'y1-torn.json')} could not be read`);
    expect(message).not.toContain('y1-good');
  });

  test('reads a folder of valid files', () => {
    fs.writeFileSync(path.join(dir, 'y1-good.json'), JSON.stringify(courseFixture('y1-good')));
    expect(readCourses(dir).map((course) => course.id)).toEqual(['y1-good']);
  });
});
