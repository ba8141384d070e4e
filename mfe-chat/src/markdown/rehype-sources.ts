// A reply grounded in the student's file or a lesson says where each part comes from with a bold
// label at the start of a block: "**From your file**" / "**من ملفك**" for what the file says,
// "**From the lesson**" / "**من الدرس**" for what the lesson says, "**General knowledge**" /
// "**معرفة عامة**" for anything beyond it (docs/materials-plan.md, Citations). They are plain
// Markdown bold; this marks them (`reply-source reply-source--file|lesson|general`) so reply.css can
// draw them as labels on their own line. Any other bold text stays as it is.
import type { Element, ElementContent, Root } from 'hast';

export type ReplySource = 'file' | 'lesson' | 'general';

const LABELS: ReadonlyMap<string, ReplySource> = new Map([
  ['from your file', 'file'],
  ['من ملفك', 'file'],
  ['from the lesson', 'lesson'],
  ['من الدرس', 'lesson'],
  ['general knowledge', 'general'],
  ['معرفة عامة', 'general'],
]);

/** Blocks whose first words may be a label. */
const BLOCKS = new Set(['p', 'li', 'blockquote']);

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** Which part a label names (`From your file:`), or null for any other text. */
export function sourceOf(label: string): ReplySource | null {
  const key = label
    .replace(/[\s:：.،,]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return LABELS.get(key) ?? null;
}

function markLabel(block: Element): void {
  const first = block.children.find((child) => child.type !== 'text' || child.value.trim() !== '');
  if (first?.type !== 'element') return;
  // A list item's text sits in a paragraph when the list is loose.
  if (first.tagName === 'p') {
    markLabel(first);
    return;
  }
  if (first.tagName !== 'strong') return;
  const source = sourceOf(textOf(first));
  if (!source) return;
  const classes = first.properties.className;
  first.properties.className = [
    ...(Array.isArray(classes) ? classes.map(String) : []),
    'reply-source',
    `reply-source--${source}`,
  ];
  first.properties.dataSource = source;
}

function visit(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (BLOCKS.has(child.tagName)) markLabel(child);
    visit(child);
  }
}

/** A rehype plugin: marks the source labels of a grounded reply. */
export function rehypeSources() {
  return (tree: Root) => {
    visit(tree);
  };
}
