// Direction for mixed Arabic and English: every block takes the direction of its own first
// strong letter (`dir="auto"`), so an Arabic paragraph reads right to left in an English chat
// and the other way round; math and code always read left to right. Because `dir="auto"` skips
// descendants that carry their own `dir`, an Arabic paragraph that starts with an equation or a
// code span still reads right to left.
import type { Element, ElementContent, Root, RootContent } from 'hast';

const AUTO_BLOCKS = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'td',
  'th',
  'dt',
  'dd',
]);

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;

/** The direction of the first strong letter of a text (as `dir="auto"` decides), or null. */
export function textDirection(text: string): 'rtl' | 'ltr' | null {
  const letter = LETTER.exec(text)?.[0];
  if (!letter) return null;
  return RTL_LETTER.test(letter) ? 'rtl' : 'ltr';
}

/** The text of an element, leaving out math and code (they do not decide a block's direction). */
function proseText(node: Element): string {
  let text = '';
  for (const child of node.children) {
    if (child.type === 'text') text += child.value;
    else if (child.type === 'element' && child.tagName !== 'code' && !isMath(child)) text += proseText(child);
  }
  return text;
}

function classesOf(element: Element): string[] {
  const value = element.properties.className;
  // hast keeps classes as a list (`className: ['katex']`).
  return Array.isArray(value) ? value.map(String) : [];
}

function isMath(element: Element): boolean {
  return classesOf(element).some(
    (name) => name === 'katex' || name === 'katex-display' || name === 'katex-error',
  );
}

function addClass(element: Element, name: string): void {
  element.properties.className = [...classesOf(element), name];
}

function visit(node: Root | Element, insidePre: boolean): void {
  for (const child of node.children as (RootContent | ElementContent)[]) {
    if (child.type !== 'element') continue;
    const classes = classesOf(child);
    if (classes.includes('katex-display')) {
      // Display math (KaTeX output): its own left-to-right block.
      child.properties.dir = 'ltr';
      continue;
    }
    if (classes.includes('katex') || classes.includes('katex-error')) {
      // Inline math: left to right, isolated from the sentence around it (reply.css).
      child.properties.dir = 'ltr';
      addClass(child, 'reply-math-inline');
      continue;
    }
    if (child.tagName === 'pre') {
      child.properties.dir = 'ltr';
      visit(child, true);
      continue;
    }
    if (child.tagName === 'code') {
      if (!insidePre) {
        child.properties.dir = 'ltr';
        addClass(child, 'reply-code-inline');
      }
      continue;
    }
    if (child.tagName === 'table') {
      // A table's columns run in one direction (chosen from its first letter, as `dir="auto"`
      // would) and its scrolling wrapper needs the same one, so it is decided here, not left
      // to the browser: `dir="auto"` would skip the cells, which carry their own `dir`.
      child.properties.dir = textDirection(proseText(child)) ?? 'auto';
    }
    if (AUTO_BLOCKS.has(child.tagName)) child.properties.dir = 'auto';
    visit(child, insidePre);
  }
}

/** A rehype plugin; runs after rehype-katex so it sees KaTeX's output. */
export function rehypeDirection() {
  return (tree: Root) => {
    visit(tree, false);
  };
}
