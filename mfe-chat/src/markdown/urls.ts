// Which link and image addresses a reply may keep. Anything a model writes is untrusted: only
// web and mail addresses survive (`javascript:`, `data:`, `vbscript:`, `file:` and relative paths
// are dropped), plus `#fragment` links that GFM footnotes point at inside the same reply, and the
// citations of a file conversation's replies, `#page=N`, and of a lesson conversation's,
// `#section=<id>` (ReplyMarkdown turns them into buttons that open the file's viewer at page N or
// the lesson at that section; they never navigate), and the links of a plain conversation's replies
// to the courses: `#lesson=<courseId>.<lessonId>` (optionally `&section=<id>`) and
// `#quiz=<attemptId>` (ReplyMarkdown turns them into links to the lesson page and the quiz page).
// Every id in these is checked strictly: a form that does not match exactly is dropped.
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The address if it is safe to link to, else undefined (react-markdown then drops the attribute). */
export function safeUrl(value: string): string | undefined {
  const url = value.trim();
  if (
    /^#[\w-]*$/.test(url) ||
    citedPage(url) !== null ||
    citedSection(url) !== null ||
    citedLesson(url) !== null ||
    citedQuiz(url) !== null
  )
    return url;
  try {
    // The URL parser removes tabs and line breaks ("java\nscript:") exactly as a browser would.
    const parsed = new URL(url);
    return ALLOWED_PROTOCOLS.has(parsed.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A web address (opens in a new tab), as opposed to mailto: or an in-reply #fragment. */
export function isWebUrl(url: string): boolean {
  return /^https?:/i.test(url);
}

/** The largest page a citation may name (a PDF here has at most 500; anything beyond is not a page). */
const MAX_CITED_PAGE = 100_000;

/** The page a citation link names (`#page=3`: 3), or null for any other address. */
export function citedPage(href: string | null | undefined): number | null {
  const match = /^#page=(\d{1,6})$/.exec(href?.trim() ?? '');
  if (!match) return null;
  const page = Number(match[1]);
  return page >= 1 && page <= MAX_CITED_PAGE ? page : null;
}

/** A section id as the tutor cites it (`s2`, `key-terms`). */
const SECTION_ID = '[A-Za-z0-9][\\w-]{0,63}';
const SECTION_LINK = new RegExp(`^#section=(${SECTION_ID})$`);

/** The section a lesson citation names (`#section=s2`: `s2`), or null for any other address. */
export function citedSection(href: string | null | undefined): string | null {
  const match = SECTION_LINK.exec(href?.trim() ?? '');
  return match ? (match[1] as string) : null;
}

/** A course's or a lesson's id as the course content defines them: lower-case words joined by dashes. */
const CONTENT_ID = '[a-z0-9]{1,40}(?:-[a-z0-9]{1,40}){0,7}';
const LESSON_LINK = new RegExp(`^#lesson=(${CONTENT_ID})\\.(${CONTENT_ID})(?:&section=(${SECTION_ID}))?$`);

/** A course lesson a reply links to, and the section it names (if any). */
export interface CitedLesson {
  /** The full lesson id, `courseId.lessonId` (`y1-physics-1.u1-l1`). */
  lessonId: string;
  sectionId: string | null;
}

/**
 * The lesson a reply's link names (`#lesson=y1-physics-1.u1-l1&section=s2`), or null for any other
 * address (a path, an encoded character, an id out of form: `#lesson=../x` is not a lesson).
 */
export function citedLesson(href: string | null | undefined): CitedLesson | null {
  const match = LESSON_LINK.exec(href?.trim() ?? '');
  if (!match) return null;
  return { lessonId: `${match[1] as string}.${match[2] as string}`, sectionId: match[3] ?? null };
}

/** The quiz attempt a reply's link names (`#quiz=0195f3a2…`), or null for any other address. */
export function citedQuiz(href: string | null | undefined): string | null {
  const match = /^#quiz=([A-Za-z0-9][\w-]{0,63})$/.exec(href?.trim() ?? '');
  return match ? (match[1] as string) : null;
}
