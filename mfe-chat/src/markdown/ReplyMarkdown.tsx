// A tutor reply on screen: Markdown (GFM tables, lists, code) with math through KaTeX, rendered
// safely and in the right direction block by block.
// - Safe: raw HTML in the reply is dropped, never turned into elements (no rehype-raw,
//   `skipHtml`); link and image addresses keep only http(s) and mailto (urls.ts); links open in
//   a new tab with rel="noopener noreferrer nofollow"; images are not loaded from whatever host
//   a model names: their description and a link to them are shown instead.
// - Math: prepareMath (math.ts) turns \(..\), \[..\], $$..$$ and math-like $..$ into
//   remark-math's syntax; other dollars stay text. KaTeX errors show the source (rehype-katex
//   falls back to throwOnError: false); `trust: false` keeps \href and friends inert.
// - Direction: rehype-direction.ts (dir="auto" per block, math and code left to right).
// - A file conversation's replies: citations `[p. 3](#page=3)` become buttons that open the file's
//   viewer at that page (`onOpenPage`; plain text where there is no file), and the bold labels
//   "From your file" / "General knowledge" are drawn as labels (rehype-sources.ts).
// - A lesson conversation's replies: citations `[§ Heading](#section=s2)` become buttons that show
//   the lesson beside the chat at that section (`onOpenSection`; plain text where there is no
//   lesson), and "From the lesson" is a label too.
// - A plain conversation's replies link to the courses: `[Physics 1 › … › SI base units](#lesson=
//   y1-physics-1.u1-l1&section=s2)` to the lesson's page at that section, `[Start the quiz](#quiz=<id>)`
//   to the quiz. Both are real links under the remote's locale prefix (`/en/courses/…`, `/ar/quiz?…`)
//   that go through the shell's router on a plain click; a modified or middle click opens a tab.
// KaTeX's stylesheet and fonts are bundled (webpack asset rule), never fetched from a CDN.
import 'katex/dist/katex.min.css';
import './reply.css';
import { createContext, memo, useContext, useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext } from 'react-router-dom';
import Markdown, { type Components, type Options } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import type { Element, ElementContent, Root } from 'hast';
import { theme } from '@nibras/shared-ui';
import { CodeBlock } from './CodeBlock';
import { prepareMath } from './math';
import { rehypeDirection } from './rehype-direction';
import { rehypeSources } from './rehype-sources';
import { lessonPagePath } from '../lesson/api';
import { citedLesson, citedPage, citedQuiz, citedSection, isWebUrl, safeUrl } from './urls';

const REL = 'noopener noreferrer nofollow';

const REMARK_PLUGINS: Options['remarkPlugins'] = [remarkGfm, [remarkMath, { singleDollarTextMath: false }]];
/** Marks images inside a link (`[![alt](src)](href)`): they become text inside that link, not a second link. */
function rehypeImagesInLinks() {
  const mark = (node: Root | Element, inLink: boolean) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'img' && inLink) child.properties.dataInLink = true;
      mark(child, inLink || child.tagName === 'a');
    }
  };
  return (tree: Root) => mark(tree, false);
}

const REHYPE_PLUGINS: Options['rehypePlugins'] = [
  // maxSize/maxExpand bound what a hostile or runaway formula can make KaTeX draw or expand.
  [rehypeKatex, { strict: 'ignore', trust: false, maxSize: 50, maxExpand: 500 }],
  rehypeDirection,
  rehypeImagesInLinks,
  rehypeSources,
];

/** Opens the conversation's file at a page; absent where the conversation has no file. */
const OpenPageContext = createContext<((page: number) => void) | undefined>(undefined);
/** Shows the conversation's lesson at a section; absent where the conversation has no lesson. */
const OpenSectionContext = createContext<((sectionId: string) => void) | undefined>(undefined);

function NewTabHint() {
  const { t } = useTranslation('chat');
  return <span className="nibras-visually-hidden"> {t('reply.link.newTab')}</span>;
}

function textOf(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function languageOf(code: Element | undefined): string | null {
  const classes = code?.properties.className;
  const names = Array.isArray(classes) ? classes.map(String) : [];
  const language = names.find((name) => name.startsWith('language-'))?.slice('language-'.length);
  return language || null;
}

/**
 * A citation of the file (`[p. 3](#page=3)`, `[slide 3](#page=3)`, `[the photo](#page=1)`): a button
 * that opens the viewer at that page; its words say which page, slide or photo.
 */
function Citation({ page, children }: { page: number; children: ReactNode }) {
  const { t } = useTranslation('chat');
  const openPage = useContext(OpenPageContext);
  // No file to open (a conversation without one): the citation stays as its words.
  if (!openPage) return <span className="reply-cite reply-cite--text">{children}</span>;
  return (
    <button
      type="button"
      className="reply-cite"
      onClick={() => openPage(page)}
      data-page={page}
      data-testid="reply-cite"
    >
      {children}
      <span className="nibras-visually-hidden"> {t('viewer.cite.open')}</span>
    </button>
  );
}

/** A citation of the lesson (`[§ Heading](#section=s2)`): a button that shows the lesson at that section. */
function SectionCitation({ sectionId, children }: { sectionId: string; children: ReactNode }) {
  const { t } = useTranslation('chat');
  const openSection = useContext(OpenSectionContext);
  // No lesson to show (a conversation without one): the citation stays as its words.
  if (!openSection) return <span className="reply-cite reply-cite--text">{children}</span>;
  return (
    <button
      type="button"
      className="reply-cite reply-cite--section"
      onClick={() => openSection(sectionId)}
      data-section={sectionId}
      data-testid="reply-cite-section"
    >
      {children}
      <span className="nibras-visually-hidden"> {t('lesson.cite.open')}</span>
    </button>
  );
}

/** The quiz page at an attempt (mfe-learning), under the locale prefix. */
const quizPagePath = (attemptId: string): string => `/quiz?attempt=${encodeURIComponent(attemptId)}`;

/**
 * A link to the courses (a lesson at a section, or a quiz): react-router's Link, so the address is
 * the real one under the remote's locale prefix (`/en/courses/…`), a plain click goes through the
 * shell's router without reloading the page, and a modified or middle click opens a tab.
 */
function CourseLink({ to, kind, children }: { to: string; kind: 'lesson' | 'quiz'; children: ReactNode }) {
  const { t } = useTranslation('chat');
  const inRouter = useInRouterContext();
  // A reply drawn outside the remote (no router: nowhere to go): the link stays as its words.
  if (!inRouter) return <span className="reply-link reply-link--removed">{children}</span>;
  return (
    <Link
      to={to}
      className={`reply-course-link reply-course-link--${kind}`}
      data-testid={`reply-${kind}-link`}
    >
      {children}
      {kind === 'lesson' && <span className="nibras-visually-hidden"> {t('reply.link.lesson')}</span>}
    </Link>
  );
}

const COMPONENTS: Components = {
  a({ node: _node, href, children, ...rest }) {
    const page = citedPage(href);
    if (page !== null) return <Citation page={page}>{children}</Citation>;
    const section = citedSection(href);
    if (section !== null) return <SectionCitation sectionId={section}>{children}</SectionCitation>;
    const lesson = citedLesson(href);
    if (lesson !== null) {
      const to = lessonPagePath(lesson.lessonId, lesson.sectionId ?? undefined);
      return (
        <CourseLink to={to} kind="lesson">
          {children}
        </CourseLink>
      );
    }
    const attempt = citedQuiz(href);
    if (attempt !== null) {
      return (
        <CourseLink to={quizPagePath(attempt)} kind="quiz">
          {children}
        </CourseLink>
      );
    }
    if (!href) return <span className="reply-link reply-link--removed">{children}</span>;
    if (!isWebUrl(href)) {
      // mailto: and in-reply #footnote links: no new tab.
      return (
        <a {...rest} href={href} rel={href.startsWith('#') ? undefined : REL}>
          {children}
        </a>
      );
    }
    return (
      <a {...rest} href={href} target="_blank" rel={REL}>
        {children}
        <NewTabHint />
      </a>
    );
  },
  img: function ReplyImage({ node, src, alt }) {
    const { t } = useTranslation('chat');
    const label = t('reply.image.label', { alt: alt?.trim() || t('reply.image.untitled') });
    if (typeof src !== 'string' || !src || !isWebUrl(src) || node?.properties.dataInLink) {
      return <span className="reply-image">{label}</span>;
    }
    return (
      <a className="reply-image" href={src} target="_blank" rel={REL}>
        {label}
        <NewTabHint />
      </a>
    );
  },
  table: function ReplyTable({ node: _node, ...props }) {
    const { t } = useTranslation('chat');
    // A wide table scrolls sideways inside its wrapper (a focusable, labelled region, so it can
    // be scrolled from the keyboard), never the whole chat.
    return (
      <div
        className="reply-table"
        role="region"
        aria-label={t('reply.table.label')}
        tabIndex={0}
        dir={props.dir}
      >
        <table {...props} />
      </div>
    );
  },
  pre({ node, children, ...rest }) {
    const code = node?.children.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'code',
    );
    return (
      <CodeBlock code={code ? textOf(code).replace(/\n$/, '') : ''} language={languageOf(code)}>
        <pre {...rest}>{children}</pre>
      </CodeBlock>
    );
  },
};

/** The theme's colours for reply.css, so light, dark and high-contrast modes all apply. */
function useReplyStyle(): CSSProperties {
  const { token } = theme.useToken();
  return useMemo(
    () =>
      ({
        '--reply-text': token.colorText,
        '--reply-text-2': token.colorTextSecondary,
        '--reply-link': token.colorLink,
        '--reply-action': token.colorPrimary,
        '--reply-action-hover': token.colorPrimaryHover,
        '--reply-action-text': token.colorTextLightSolid,
        '--reply-border': token.colorBorderSecondary,
        '--reply-fill': token.colorFillQuaternary,
        '--reply-fill-2': token.colorFillTertiary,
        '--reply-surface': token.colorBgContainer,
        '--reply-error': token.colorError,
        '--reply-radius': `${token.borderRadiusLG}px`,
        '--reply-font-code': token.fontFamilyCode,
      }) as CSSProperties,
    [token],
  );
}

export interface ReplyMarkdownProps {
  /** The reply's Markdown, complete or still streaming in. */
  content: string;
  /** Opens the conversation's file at a page (its citations); citations stay text without it. */
  onOpenPage?: (page: number) => void;
  /** Shows the conversation's lesson at a section (its citations); citations stay text without it. */
  onOpenSection?: (sectionId: string) => void;
}

export const ReplyMarkdown = memo(function ReplyMarkdown({
  content,
  onOpenPage,
  onOpenSection,
}: ReplyMarkdownProps) {
  const { t } = useTranslation('chat');
  const style = useReplyStyle();
  const markdown = useMemo(() => prepareMath(content), [content]);
  // Footnote ids unique to this reply, so one reply's footnote links never jump into another's.
  const idPrefix = `reply-${useId().replace(/[^\w-]/g, '')}-`;
  const remarkRehypeOptions = useMemo<Options['remarkRehypeOptions']>(
    () => ({
      clobberPrefix: idPrefix,
      footnoteLabel: t('reply.footnotes.label'),
      footnoteBackLabel: (index: number) => t('reply.footnotes.back', { number: index + 1 }),
    }),
    [t, idPrefix],
  );
  return (
    <div className="reply-markdown" style={style}>
      <OpenPageContext.Provider value={onOpenPage}>
        <OpenSectionContext.Provider value={onOpenSection}>
          <Markdown
            remarkPlugins={REMARK_PLUGINS}
            rehypePlugins={REHYPE_PLUGINS}
            remarkRehypeOptions={remarkRehypeOptions}
            components={COMPONENTS}
            urlTransform={safeUrl}
            skipHtml
          >
            {markdown}
          </Markdown>
        </OpenSectionContext.Provider>
      </OpenPageContext.Provider>
    </div>
  );
});
