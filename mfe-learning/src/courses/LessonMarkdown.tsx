// Lesson text on screen: Markdown (GFM lists and tables) with math in `$...$` and `$$...$$`
// through KaTeX, as the chat renders the tutor's replies (mfe-chat/src/markdown), for text we
// wrote ourselves: raw HTML is dropped (`skipHtml`), link addresses go through react-markdown's
// safe filter, and math reads left to right inside Arabic sentences. KaTeX's stylesheet and
// fonts are bundled (webpack asset rule), never fetched from a CDN.
import 'katex/dist/katex.min.css';
import { memo } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import type { Element, Root } from 'hast';

/** Math (KaTeX's output) and code read left to right, whatever the page's direction. */
function rehypeLeftToRight() {
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const classes = Array.isArray(child.properties.className) ? child.properties.className.map(String) : [];
      if (classes.includes('katex') || classes.includes('katex-display') || classes.includes('katex-error')) {
        child.properties.dir = 'ltr';
        continue;
      }
      if (child.tagName === 'code' || child.tagName === 'pre') {
        child.properties.dir = 'ltr';
        continue;
      }
      visit(child);
    }
  };
  return (tree: Root) => visit(tree);
}

const REMARK_PLUGINS: Options['remarkPlugins'] = [remarkGfm, remarkMath];
const REHYPE_PLUGINS: Options['rehypePlugins'] = [
  [rehypeKatex, { strict: 'ignore', trust: false, maxSize: 50, maxExpand: 500 }],
  rehypeLeftToRight,
];

const COMPONENTS: Components = {
  // A wide table scrolls inside its own focusable region, never the page.
  table({ node: _node, ...props }) {
    return (
      <div className="lesson-md__table" tabIndex={0}>
        <table {...props} />
      </div>
    );
  },
  a({ node: _node, href, children, ...rest }) {
    if (!href) return <span>{children}</span>;
    return (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  },
};

export const LessonMarkdown = memo(function LessonMarkdown({
  text,
  className,
}: {
  text: string;
  className?: string;
}) {
  return (
    <div className={className ? `lesson-md ${className}` : 'lesson-md'}>
      <Markdown
        remarkPlugins={REMARK_PLUGINS}
        rehypePlugins={REHYPE_PLUGINS}
        components={COMPONENTS}
        skipHtml
      >
        {text}
      </Markdown>
    </div>
  );
});
