import fs from 'node:fs';
import path from 'node:path';
import { cacheDir, cacheKey, readCached, writeCached } from './disk-cache.ts';
import {
  COURSES_DIR,
  LESSONS_DIR,
  createCatalogue,
  readCourses,
  readCoursesCached,
} from './courses/catalogue.ts';
import { createCurriculum } from './tutor/knowledge/curriculum.ts';
import { makeTempDir, removeDir, yearOneCatalogue } from './testing.ts';

let dir: string;
const saved = process.env.NIBRAS_CACHE_DIR;

beforeEach(async () => {
  dir = await makeTempDir('nibras-cache-test-');
  process.env.NIBRAS_CACHE_DIR = dir;
});

afterEach(async () => {
  if (saved === undefined) delete process.env.NIBRAS_CACHE_DIR;
  else process.env.NIBRAS_CACHE_DIR = saved;
  await removeDir(dir);
});

const entries = (kind: string) => fs.readdirSync(dir).filter((name) => name.startsWith(`${kind}-`));

describe('the disk cache', () => {
  test('lives in NIBRAS_CACHE_DIR, else node_modules/.cache/nibras at the root; "off" turns it off', () => {
    expect(cacheDir({ NIBRAS_CACHE_DIR: dir })).toBe(dir);
    expect(cacheDir({})).toBe(path.resolve(import.meta.dirname, '../../node_modules/.cache/nibras'));
    expect(cacheDir({ NIBRAS_CACHE_DIR: 'off' })).toBeNull();
    expect(writeCached(null, 'kind', 'key', { a: 1 })).toBe(false);
    expect(readCached(null, 'kind', 'key')).toBeUndefined();
  });

  test('a key changes with any part and with where the parts are cut', () => {
    expect(cacheKey(['a', 'b'])).toBe(cacheKey(['a', 'b']));
    expect(cacheKey(['a', 'b'])).not.toBe(cacheKey(['a', 'c']));
    expect(cacheKey(['ab', 'c'])).not.toBe(cacheKey(['a', 'bc']));
    expect(cacheKey([Buffer.from('é')])).toBe(cacheKey(['é']));
  });

  test('an entry is read back whole; a missing, cut or non-JSON file is no entry', () => {
    expect(writeCached(dir, 'kind', 'k1', { lessons: [1, 2, 3] })).toBe(true);
    expect(readCached(dir, 'kind', 'k1')).toEqual({ lessons: [1, 2, 3] });
    expect(readCached(dir, 'kind', 'k2')).toBeUndefined();
    const file = path.join(dir, 'kind-k1.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').slice(0, 10));
    expect(readCached(dir, 'kind', 'k1')).toBeUndefined();
    // No temporary file is left behind.
    expect(fs.readdirSync(dir)).toEqual(['kind-k1.json']);
  });

  test('keeps the newest 4 entries of a kind, and never touches another kind', () => {
    writeCached(dir, 'other', 'x', 1);
    for (let i = 1; i <= 6; i += 1) {
      writeCached(dir, 'kind', `k${i}`, i);
      // Distinct modification times, newest last.
      fs.utimesSync(path.join(dir, `kind-k${i}.json`), i, i);
    }
    writeCached(dir, 'kind', 'k7', 7);
    expect(entries('kind').sort()).toEqual(['kind-k4.json', 'kind-k5.json', 'kind-k6.json', 'kind-k7.json']);
    expect(entries('other')).toEqual(['other-x.json']);
  });

  test('a folder that cannot be written is no error: nothing is kept', () => {
    const blocked = path.join(dir, 'a-file');
    fs.writeFileSync(blocked, '');
    expect(writeCached(blocked, 'kind', 'k', 1)).toBe(false);
    expect(readCached(blocked, 'kind', 'k')).toBeUndefined();
  });
});

/** Year 1 with only its first units written: a small index, built quickly. */
function smallCatalogue(change?: (text: string) => string) {
  return createCatalogue(
    yearOneCatalogue().courses.map(({ course }) => ({
      ...course,
      units: course.units.map((unit, u) =>
        u === 0
          ? {
              ...unit,
              lessons: unit.lessons.map((lesson) =>
                change && 'sections' in lesson && lesson.sections
                  ? {
                      ...lesson,
                      sections: lesson.sections.map((section) => ({
                        ...section,
                        body: { en: change(section.body.en), ar: section.body.ar },
                      })),
                    }
                  : lesson,
              ),
            }
          : { ...unit, lessons: unit.lessons.map(({ id, number, title }) => ({ id, number, title })) },
      ),
    })),
  );
}

const QUESTIONS = [
  ['What are the SI base units?', 'en'],
  ['ما الفرق بين الدقة والضبط؟', 'ar'],
  ['What is a hypothesis?', 'en'],
] as const;

async function answers(catalogue: ReturnType<typeof smallCatalogue>) {
  const curriculum = createCurriculum(catalogue);
  const found = [];
  for (const [question, lang] of QUESTIONS) found.push(await curriculum.search(question, { lang, limit: 3 }));
  const suggestions = await curriculum.nearestLessons('vectors', { lang: 'en' });
  return { found, suggestions };
}

describe('the curriculum index in the disk cache', () => {
  test('the second process loads the index the first built, and it answers exactly alike', async () => {
    const catalogue = smallCatalogue();
    const built = await answers(catalogue);
    expect(built.found.every((passages) => passages.length > 0)).toBe(true);
    const [file] = entries('curriculum-index');
    expect(file).toBeDefined();
    const written = fs.statSync(path.join(dir, file!)).mtimeMs;

    // A new curriculum (as in another process) of the same lessons: loaded, not built (building
    // always writes the entry again).
    const loaded = await answers(smallCatalogue());
    expect(loaded).toEqual(built);
    expect(fs.statSync(path.join(dir, file!)).mtimeMs).toBe(written);
    expect(entries('curriculum-index')).toEqual([file]);
  });

  test('a damaged entry is built again, answers alike and is replaced', async () => {
    const built = await answers(smallCatalogue());
    const [file] = entries('curriculum-index');
    fs.writeFileSync(path.join(dir, file!), '{"index": {"documentCount": 3}, "documentFrequency": []}');
    expect(await answers(smallCatalogue())).toEqual(built);
    const repaired = JSON.parse(fs.readFileSync(path.join(dir, file!), 'utf8')) as {
      documentFrequency: unknown[];
    };
    expect(repaired.documentFrequency.length).toBeGreaterThan(100);
  });

  test('changed lessons have their own entry: the old index is never used for them', async () => {
    await answers(smallCatalogue());
    const changed = await answers(
      smallCatalogue((text) =>
        text.replace(/\bSI\b/g, 'metric').replace(/base units/gi, 'fundamental units'),
      ),
    );
    expect(entries('curriculum-index')).toHaveLength(2);
    // The changed lessons no longer say "SI base units": the first question is not answered by the
    // section that did.
    expect(changed.found[0]?.[0]?.text ?? '').not.toMatch(/\bSI\b/);
  });
});

describe('the catalogue in the disk cache', () => {
  let content: string;
  let courses: string;
  let lessons: string;
  const COURSE = 'y1-physics-1';

  beforeEach(async () => {
    content = await makeTempDir('nibras-cache-content-');
    courses = path.join(content, 'courses');
    lessons = path.join(content, 'lessons');
    fs.mkdirSync(courses);
    fs.cpSync(path.join(COURSES_DIR, `${COURSE}.json`), path.join(courses, `${COURSE}.json`));
    fs.cpSync(path.join(LESSONS_DIR, COURSE), path.join(lessons, COURSE), { recursive: true });
  });

  afterEach(async () => {
    await removeDir(content);
  });

  test('checked once, then read back as the files are, until a file changes', () => {
    const read = readCoursesCached(courses, lessons);
    expect(read).toEqual(readCourses(courses, lessons));
    expect(entries('catalogue')).toHaveLength(1);
    expect(readCoursesCached(courses, lessons)).toEqual(read);
    expect(entries('catalogue')).toHaveLength(1);

    // A lesson file that no longer passes the checks is refused, not answered from the cache.
    const [first] = fs.readdirSync(path.join(lessons, COURSE)).sort();
    const file = path.join(lessons, COURSE, first!);
    const lesson = JSON.parse(fs.readFileSync(file, 'utf8')) as { sections: { heading: { ar: string } }[] };
    lesson.sections[0]!.heading.ar = '';
    fs.writeFileSync(file, JSON.stringify(lesson));
    expect(() => readCoursesCached(courses, lessons)).toThrow(/is not valid/);
  });
});
