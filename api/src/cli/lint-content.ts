/**
 * The content linter over the written lessons (courses/lint.ts), for writers:
 *   node src/cli/lint-content.ts            every course
 *   node src/cli/lint-content.ts y1-biology-1 [more course ids]
 * Prints each problem as `course lesson path: message` and a count; exits 1 when there is any. The
 * schema is checked first (a lesson file that does not fit it is reported and not linted).
 */
import { courseFiles, readCourseFile } from '../courses/catalogue.ts';
import { lintContent } from '../courses/content.ts';

const only = new Set(process.argv.slice(2));
let count = 0;
for (const file of courseFiles()) {
  const id =
    file
      .split('/')
      .pop()
      ?.replace(/\.json$/, '') ?? '';
  if (only.size > 0 && !only.has(id)) continue;
  try {
    readCourseFile(file);
  } catch (error) {
    console.info((error as Error).message);
    count += 1;
  }
}
for (const problem of lintContent(only.size > 0 ? only : undefined)) {
  console.info(`${problem.where}: ${problem.message}`);
  count += 1;
}
console.info(count === 0 ? 'content: no problems' : `content: ${count} problem(s)`);
process.exit(count === 0 ? 0 : 1);
