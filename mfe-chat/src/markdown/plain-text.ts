// A reply as plain text, for text-to-speech and for copying: the Markdown is parsed exactly as
// ReplyMarkdown parses it (same math rules), then written out without its marks. Math keeps its
// LaTeX source (`x^2`, `\frac{1}{2}`), code its text; raw HTML is left out, as on screen.
import type { List, Nodes, Parents, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { prepareMath } from './math';

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath, { singleDollarTextMath: false });

/** The reply's text without Markdown: paragraphs separated by a blank line, list items by a line. */
export function replyToPlainText(content: string): string {
  const tree = parser.parse(prepareMath(content));
  return blocks(tree)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function blocks(parent: Parents): string {
  return parent.children
    .map((child) => block(child))
    .filter((text) => text.length > 0)
    .join('\n\n');
}

function block(node: Nodes): string {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return inline(node);
    case 'blockquote':
    case 'footnoteDefinition':
      return node.type === 'footnoteDefinition'
        ? `[${node.label ?? node.identifier}] ${blocks(node)}`
        : blocks(node);
    case 'list':
      return list(node);
    case 'table':
      return table(node);
    case 'code':
    case 'math':
      return node.value;
    case 'html':
    case 'definition':
    case 'thematicBreak':
    case 'yaml':
      return '';
    default:
      return inline(node);
  }
}

function list(node: List): string {
  const start = node.start ?? 1;
  return node.children
    .map((item, index) => {
      const marker = node.ordered ? `${start + index}. ` : '• ';
      const body = blocks(item).replace(/\n\n+/g, '\n');
      // Lines after the first line up under the item's text.
      return marker + body.replace(/\n/g, `\n${' '.repeat(marker.length)}`);
    })
    .join('\n');
}

function table(node: Table): string {
  // One row a line, cells separated by a tab (pastes into a spreadsheet as a table).
  return node.children.map((row) => row.children.map((cell) => inline(cell).trim()).join('\t')).join('\n');
}

function inline(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'inlineMath':
      return node.value;
    case 'break':
      return '\n';
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'footnoteReference':
      return `[${node.label ?? node.identifier}]`;
    case 'html':
      return '';
    default:
      return 'children' in node ? node.children.map((child) => inline(child)).join('') : '';
  }
}
