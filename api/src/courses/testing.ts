/** Test helpers: small course files that pass the schema (to change one thing at a time), students. */
import { requestJson, signUpUser, type TestApp } from '../testing.ts';
import type { CourseFile, Lesson, Question } from './schema.ts';

const t = (en: string, ar: string) => ({ en, ar });

/** Twelve questions of every type, on sections s1, s2 and s3 (each section tested). */
export function questionBank(): Question[] {
  const base = (id: string, section = 's1') => ({
    id,
    prompt: t(`Question ${id}?`, `السؤال ${id}؟`),
    explanation: t(`Because of ${id}.`, `بسبب ${id}.`),
    section,
  });
  return [
    { ...base('q1'), type: 'single', options: [t('one', 'واحد'), t('two', 'اثنان')], answer: 1 },
    { ...base('q2'), type: 'multiple', options: [t('A', 'أ'), t('B', 'ب'), t('C', 'ج')], answer: [0, 2] },
    { ...base('q3', 's2'), type: 'truefalse', answer: true },
    {
      ...base('q4'),
      type: 'numeric',
      answer: 9.8,
      tolerance: 0.1,
      unit: t('m/s²', 'م/ث²'),
      compute: '19.6 / 2',
    },
    { ...base('q5'), type: 'short', answers: [t('mass', 'الكتلة')] },
    {
      ...base('q6'),
      type: 'matching',
      pairs: [t('m', 'م'), t('s', 'ث'), t('kg', 'كجم')].map((left, i) => ({
        left,
        right: t(`${i}`, `${i}`),
      })),
    },
    {
      ...base('q7'),
      type: 'ordering',
      items: [t('first', 'أولًا'), t('second', 'ثانيًا'), t('third', 'ثالثًا')],
    },
    { ...base('q8'), type: 'truefalse', answer: false },
    { ...base('q9', 's2'), type: 'single', options: [t('yes', 'نعم'), t('no', 'لا')], answer: 0 },
    {
      ...base('q10', 's3'),
      type: 'truefalse',
      answer: true,
      hints: [t('Think of units.', 'فكّر في الوحدات.')],
    },
    { ...base('q11', 's3'), type: 'single', options: [t('left', 'يسار'), t('right', 'يمين')], answer: 1 },
    { ...base('q12', 's2'), type: 'short', answers: [t('second', 'الثانية')] },
  ];
}

/** A written lesson with id `u1-l<n>`. */
export function writtenLesson(n: number, keyTerms = defaultKeyTerms(n)): Lesson {
  return {
    id: `u1-l${n}`,
    number: n,
    title: t(`Lesson ${n}: measuring`, `الدرس ${n}: القياس`),
    minutes: 12,
    sections: ['s1', 's2', 's3'].map((id, i) => ({
      id,
      heading: t(`Part ${i + 1}`, `الجزء ${i + 1}`),
      body: t(`Text of part ${i + 1}, with $x = 2$.`, `نص الجزء ${i + 1}، مع $x = 2$.`),
    })),
    keyTerms,
    workedExample: {
      problem: t('How far in 2 s at 3 m/s?', 'ما المسافة في 2 ث بسرعة 3 م/ث؟'),
      steps: [t('$d = vt$', '$d = vt$'), t('$d = 6$ m', '$d = 6$ م')],
      answer: t('6 m', '6 م'),
      checks: [{ compute: '3 * 2', value: 6 }],
    },
    questions: questionBank(),
  };
}

function defaultKeyTerms(n: number) {
  return [1, 2, 3, 4].map((k) => ({
    term: t(`fixture term ${n}${k}`, `مصطلح تجريبي ${n}${k}`),
    definition: t(`A made-up term number ${k}.`, `مصطلح مختلق رقمه ${k}.`),
  }));
}

/** A secondary year 1 course: unit 1 written (2 lessons), unit 2 an outline (2 lessons). */
export function courseFixture(id = 'y1-fixture'): CourseFile {
  return {
    id,
    stage: 'secondary',
    year: 1,
    track: 'common',
    subject: 'physics',
    title: t('Fixture Physics', 'فيزياء تجريبية'),
    description: t('A course for tests.', 'مقرر للاختبارات.'),
    units: [
      {
        id: 'u1',
        number: 1,
        title: t('Measuring', 'القياس'),
        semester: 1,
        lessons: [writtenLesson(1), writtenLesson(2)],
      },
      {
        id: 'u2',
        number: 2,
        title: t('Motion', 'الحركة'),
        semester: 2,
        lessons: [
          { id: 'u2-l1', number: 1, title: t('Speed', 'السرعة') },
          { id: 'u2-l2', number: 2, title: t('Acceleration', 'التسارع') },
        ],
      },
    ],
  };
}

/** Signs up a student and saves their onboarding answers (school grade or university year). */
export async function onboardedStudent(
  app: TestApp['app'],
  answers: { grade: 10 | 11 | 12 } | { universityYear: number } | null,
): Promise<{ token: string; userId: string }> {
  const { accessToken, user } = await signUpUser(app);
  if (answers !== null) {
    const body =
      'grade' in answers
        ? { educationLevel: 'school', grade: answers.grade, voice: 'female', ttsSpeed: 1 }
        : {
            educationLevel: 'university',
            universityYear: answers.universityYear,
            voice: 'male',
            ttsSpeed: 1,
          };
    const response = await requestJson(app, 'PUT', '/onboarding', { body, token: accessToken });
    if (response.status !== 200) throw new Error(`onboarding failed: ${response.status}`);
  }
  return { token: accessToken, userId: user._id };
}
