/**
 * The linter over the real content: every course of api/content/courses with its lesson files, each
 * against its subject's glossary (api/content/glossary), and the glossaries themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { courseFiles, readCourseFile } from './catalogue.ts';
import { lintCourse, lintGlossary, type GlossaryTerm, type LintProblem } from './lint.ts';

export const GLOSSARY_DIR = path.resolve(import.meta.dirname, '../../content/glossary');

/** A subject's glossary terms (none when it has no file). */
export function glossaryTerms(subject: string): GlossaryTerm[] {
  const file = path.join(GLOSSARY_DIR, `${subject}.json`);
  if (!fs.existsSync(file)) return [];
  return JSON.parse(fs.readFileSync(file, 'utf8')) as GlossaryTerm[];
}

/** Every problem of the written content (`only`: these course ids), glossaries included. */
export function lintContent(only?: ReadonlySet<string>): LintProblem[] {
  const problems: LintProblem[] = [];
  const subjects = new Set<string>();
  for (const file of courseFiles()) {
    const id = path.basename(file, '.json');
    if (only && !only.has(id)) continue;
    let course;
    try {
      course = readCourseFile(file);
    } catch {
      continue; // the schema's problems are reported by the schema check
    }
    subjects.add(course.subject);
    problems.push(...lintCourse(course, glossaryTerms(course.subject)));
  }
  for (const subject of subjects) problems.push(...lintGlossary(subject, glossaryTerms(subject)));
  return problems;
}
