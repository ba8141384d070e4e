/**
 * The navbar search over the course lessons (GET /search's `lessons` group): a lesson is found by its
 * title, its sections' headings, its key terms and (written lessons) its text, in both languages,
 * with the materials' matching (materials/search-index.ts: Arabic folded and stemmed, English stemmed,
 * the last word a prefix as the student types). "photosynthesis", "البناء الضوئي" and "significant
 * figures" each find their lesson.
 *
 * Ranked: a match in the title first, then in a heading or key term, then in the text; then written
 * lessons before outlines, the student's grade before others, catalogue order. The hit names the
 * section that matched (the lesson opens there) and a snippet of it in the query's language.
 */
import {
  materialTerms,
  queryTermsOf,
  queryWordsOf,
  snippetOf,
  termsMatch,
} from '../materials/search-index.ts';
import { searchWords } from '../search-text.ts';
import type { Catalogue, CatalogueLesson } from './catalogue.ts';
import type { Text } from './schema.ts';

export interface LessonSearchHit {
  /** `courseId.lessonId` */
  lessonId: string;
  courseId: string;
  title: Text;
  course: Text;
  unit: Text;
  /** The lesson has its text (else its outline page says it is coming). */
  written: boolean;
  /** The section that matched: the lesson opens at it. */
  section?: { id: string; heading: Text };
  /** About 160 characters of the matching text in the query's language; empty when a title matched. */
  snippet: string;
}

type Terms = ReadonlySet<string>;

interface IndexedLesson {
  entry: CatalogueLesson;
  title: Terms;
  topics: Terms;
  sections: { id: string; heading: Text; headingTerms: Terms; terms: Terms; body: Text }[];
}

const termsOf = (...texts: string[]): Set<string> =>
  new Set(texts.flatMap((text) => searchWords(text)).flatMap((word) => materialTerms(word)));

const indexes = new WeakMap<Catalogue, IndexedLesson[]>();

function indexOf(catalogue: Catalogue): IndexedLesson[] {
  let index = indexes.get(catalogue);
  if (index) return index;
  index = catalogue.courses.flatMap((course) =>
    course.lessons.map((entry) => {
      const written = entry.written;
      return {
        entry,
        title: termsOf(entry.lesson.title.en, entry.lesson.title.ar),
        topics: termsOf(
          ...(written?.keyTerms ?? []).flatMap((term) => [term.term.en, term.term.ar]),
          ...(written?.sections ?? []).flatMap((section) => [section.heading.en, section.heading.ar]),
        ),
        sections: (written?.sections ?? []).map((section) => ({
          id: section.id,
          heading: section.heading,
          headingTerms: termsOf(section.heading.en, section.heading.ar),
          terms: termsOf(section.heading.en, section.heading.ar, section.body.en, section.body.ar),
          body: section.body,
        })),
      };
    }),
  );
  indexes.set(catalogue, index);
  return index;
}

/** Plain text of a lesson's Markdown (maths kept as written, marks dropped) for a snippet. */
const plain = (markdown: string) =>
  markdown
    // A table's separator row (|---|:---:|) says nothing.
    .replace(/^[\s|:-]*-{3,}[\s|:-]*$/gm, ' ')
    .replace(/\|/g, ' ')
    .replace(/[*_#>`]+/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');

export function searchLessons(
  catalogue: Catalogue,
  query: string,
  options: { limit: number; grade?: number | null },
): LessonSearchHit[] {
  const words = queryWordsOf(query, 'all');
  if (words.length === 0) return [];
  const lang = /[\u0600-\u06FF]/.test(query) ? 'ar' : 'en';
  const { terms, prefixes } = queryTermsOf(query);
  const found: { hit: LessonSearchHit; rank: number; order: number }[] = [];
  indexOf(catalogue).forEach((lesson, order) => {
    const byTitle = termsMatch(lesson.title, words);
    const byTopic = !byTitle && termsMatch(lesson.topics, words);
    const section =
      lesson.sections.find((s) => termsMatch(s.headingTerms, words)) ??
      lesson.sections.find((s) => termsMatch(s.terms, words));
    if (!byTitle && !byTopic && !section) return;
    const { entry } = lesson;
    const rank =
      (byTitle ? 0 : byTopic ? 10 : 20) +
      (entry.written ? 0 : 5) +
      (options.grade != null && entry.course.stage === 'secondary' && 9 + entry.course.year === options.grade
        ? 0
        : 2);
    found.push({
      rank,
      order,
      hit: {
        lessonId: entry.id,
        courseId: entry.courseId,
        title: entry.lesson.title,
        course: entry.course.title,
        unit: entry.unit.title,
        written: entry.written !== undefined,
        ...(section && !byTitle ? { section: { id: section.id, heading: section.heading } } : {}),
        snippet: section && !byTitle ? snippetOf(plain(section.body[lang]), terms, prefixes) : '',
      },
    });
  });
  return found
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, options.limit)
    .map((item) => item.hit);
}
