// Math in a tutor reply, brought to the one syntax remark-math reads (configured with
// `singleDollarTextMath: false`): `$$x$$` inside a line is inline math, and
//
//     $$
//     x
//     $$
//
// on lines of its own is display math. Models write math in four ways; prepareMath rewrites
// them all to that syntax and leaves every other dollar as text:
// - `\(x\)`                      -> `$$x$$` (inline);
// - `\[x\]`                      -> display (a block of its own, split out of a sentence if needed);
// - `$$x$$` alone on its line(s) -> display; inside a sentence it stays inline;
// - `$x$`                        -> `$$x$$` only where it is math (see singleDollarClose):
//                                   "it costs $5 or $10" stays text.
// Code spans and fenced code blocks are copied untouched, and so are backslash escapes (`\$`).

/** Container markers at the start of a line: blockquote `>`, list bullets and numbers, indentation. */
const CONTAINER_PREFIX = /^(?:[ \t]*>[ \t]?|[ \t]*(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)[ \t]*|[ \t]+)*/;
const LIST_MARKER = /(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/g;

const DIGIT = '0-9\u0660-\u0669\u06F0-\u06F9';
const IS_DIGIT = new RegExp(`[${DIGIT}]`);
/**
 * A money amount right after a `$`: digits (Western or Arabic-Indic, with thousands and decimal
 * separators) followed by the end of the line, punctuation and a space, or a space and a word
 * ("$5 or", "$5.99 and", "$10."). "$3 + 4" is not an amount: an operator follows the number.
 */
const CURRENCY = new RegExp(
  `^[${DIGIT}][${DIGIT},\u066C]*(?:[.\u066B][${DIGIT}]+)?` +
    `(?:$|\\n|[.,;:!?)\\]\u060C\u061B\u061F](?:\\s|$)|[ \\t]+(?![ \\t]|[-+\u2212*/=<>^_\\\\\u00D7\u00F7\u00B1\u2264\u2265\u2260\u00B7|]))`,
);
/** What math has and prose between two prices has not: a letter, a backslash, ^, _, = or an operator. */
const MATH_SIGNAL = /[\p{L}\\^_=+\-\u2212*/<>|\u00D7\u00F7\u00B1\u2264\u2265\u2260\u00B7]/u;

interface Fence {
  char: '`' | '~' | '$';
  size: number;
}

/** Rewrites the math of a reply for remark-math (see the top of this file). */
export function prepareMath(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const chunks: string[] = [];
  let text: string[] = [];
  const flush = () => {
    if (text.length > 0) chunks.push(convertText(text.join('\n')));
    text = [];
  };
  for (let i = 0; i < lines.length;) {
    const fence = openingFence(lines[i] ?? '');
    if (!fence) {
      text.push(lines[i] ?? '');
      i += 1;
      continue;
    }
    // A fenced block (code, or display math already in remark-math's form) is copied as it is,
    // up to its closing fence or, while a reply is still streaming in, to the end.
    flush();
    let end = i + 1;
    while (end < lines.length && !closesFence(lines[end] ?? '', fence)) end += 1;
    chunks.push(lines.slice(i, end + 1).join('\n'));
    i = end + 1;
  }
  flush();
  return chunks.join('\n');
}

function containerPrefix(line: string): string {
  return CONTAINER_PREFIX.exec(line)?.[0] ?? '';
}

function openingFence(line: string): Fence | null {
  const body = line.slice(containerPrefix(line).length);
  const code = /^(`{3,}|~{3,})(.*)$/.exec(body);
  if (code) {
    const run = code[1] ?? '';
    const char = run[0] as '`' | '~';
    // "```x```" on one line is a code span, not a fence.
    if (char === '`' && (code[2] ?? '').includes('`')) return null;
    return { char, size: run.length };
  }
  const math = /^(\${2,})[ \t]*$/.exec(body);
  if (math) return { char: '$', size: (math[1] ?? '').length };
  return null;
}

function closesFence(line: string, fence: Fence): boolean {
  const body = line.slice(containerPrefix(line).length).trimEnd();
  if (body.length < fence.size) return false;
  for (const ch of body) if (ch !== fence.char) return false;
  return true;
}

/** The length of the run of `char` starting at `from`. */
function runLength(s: string, from: number, char: string): number {
  let end = from;
  while (s[end] === char) end += 1;
  return end - from;
}

/**
 * What a scan remembers: searches that found nothing (by what they looked for), the last
 * paragraph end found, and the last source line tested for display math.
 * A later search for the same thing from further on in the same paragraph cannot find anything
 * either. Keeps a reply full of unmatched delimiters (or a long one still streaming in) linear
 * instead of quadratic.
 */
interface Scan {
  misses: Map<string, { from: number; limit: number }>;
  paragraph: { from: number; end: number };
  line: { start: number; end: number; allowed: boolean };
}

/** Where the paragraph holding `from` ends: the next blank line, or the end. */
function paragraphEnd(s: string, from: number, scan: Scan): number {
  const known = scan.paragraph;
  if (from >= known.from && from <= known.end) return known.end;
  const blank = /\n[ \t>]*\n/g;
  blank.lastIndex = from;
  const end = blank.exec(s)?.index ?? s.length;
  scan.paragraph = { from, end };
  return end;
}

function knownMiss(scan: Scan, key: string, from: number): boolean {
  const miss = scan.misses.get(key);
  return miss !== undefined && from >= miss.from && from < miss.limit;
}

/** The start of the next run of exactly `size` `char`s in this paragraph, or -1. */
function findRun(s: string, from: number, char: string, size: number, scan: Scan): number {
  const key = char + size;
  if (knownMiss(scan, key, from)) return -1;
  const limit = paragraphEnd(s, from, scan);
  let i = from;
  while (i < limit) {
    if (s[i] !== char) {
      i += 1;
      continue;
    }
    const n = runLength(s, i, char);
    if (n === size && i + n <= limit) return i;
    i += n;
  }
  scan.misses.set(key, { from, limit });
  return -1;
}

/** The start of `close` (`\)` or `\]`) in this paragraph, stepping over escaped pairs (`\\`). */
function findBackslashClose(s: string, from: number, close: ')' | ']', scan: Scan): number {
  const key = `\\${close}`;
  if (knownMiss(scan, key, from)) return -1;
  const limit = paragraphEnd(s, from, scan);
  for (let i = from; i < limit - 1; i += 1) {
    if (s[i] !== '\\') continue;
    if (s[i + 1] === close) return i;
    i += 1;
  }
  scan.misses.set(key, { from, limit });
  return -1;
}

/**
 * For a single `$` at `open`: the index of its closing `$` when `$...$` is math, else -1.
 * Math when: the opening `$` is followed by neither a space nor an amount of money ("$5 or");
 * the closing `$` is on the same line, is not part of `$$`, has no space before it and no digit
 * after it; and what is between holds a letter, a backslash, ^, _, = or an operator.
 */
function singleDollarClose(s: string, open: number): number {
  const first = s[open + 1];
  if (first === undefined || /\s/.test(first)) return -1;
  if (CURRENCY.test(s.slice(open + 1, open + 40))) return -1;
  let close = -1;
  for (let i = open + 1; i < s.length && s[i] !== '\n'; i += 1) {
    if (s[i] === '\\') {
      i += 1;
    } else if (s[i] === '$') {
      close = i;
      break;
    }
  }
  if (close === -1) return -1;
  const content = s.slice(open + 1, close);
  const after = s[close + 1] ?? '';
  if (after === '$' || IS_DIGIT.test(after)) return -1;
  if (/\s/.test(content[content.length - 1] ?? '') || content.includes('`')) return -1;
  if (!MATH_SIGNAL.test(content)) return -1;
  return close;
}

function inlineMath(content: string): string {
  const value = content.trim();
  // A dollar at either edge would join the delimiters.
  return value.startsWith('$') || value.endsWith('$') ? `$$ ${value} $$` : `$$${value}$$`;
}

/** True when only spaces follow `from` up to the end of its line. */
function blankToLineEnd(s: string, from: number): boolean {
  let i = from;
  while (s[i] === ' ' || s[i] === '\t') i += 1;
  return i >= s.length || s[i] === '\n';
}

/** A container prefix longer than this is not one: only this much of a line is kept to test. */
const LINE_HEAD = 200;

/** The converted text, built in pieces, knowing the start of its last (unfinished) line. */
class Output {
  private readonly parts: string[] = [];
  private head = '';
  private lineLength = 0;

  push(text: string): void {
    if (!text) return;
    this.parts.push(text);
    const nl = text.lastIndexOf('\n');
    if (nl === -1) {
      if (this.head.length < LINE_HEAD) this.head += text.slice(0, LINE_HEAD - this.head.length);
      this.lineLength += text.length;
    } else {
      this.lineLength = text.length - nl - 1;
      this.head = text.slice(nl + 1, nl + 1 + LINE_HEAD);
    }
  }

  /** Removes spaces and tabs at the end of the current line. */
  trimLineEnd(): void {
    while (this.parts.length > 0) {
      const last = this.parts[this.parts.length - 1] ?? '';
      const trimmed = last.replace(/[ \t]+$/, '');
      if (trimmed === last) return;
      this.lineLength -= last.length - trimmed.length;
      this.head = this.head.slice(0, this.lineLength);
      if (trimmed) {
        this.parts[this.parts.length - 1] = trimmed;
        return;
      }
      this.parts.pop();
    }
  }

  /** The container markers (blockquote, list item, indentation) that start the current line. */
  prefix(): string {
    return containerPrefix(this.head);
  }

  /** True when the current line holds nothing but container markers. */
  onlyPrefix(): boolean {
    return this.lineLength <= LINE_HEAD && this.prefix().length === this.lineLength;
  }

  toString(): string {
    return this.parts.join('');
  }
}

/**
 * Appends display math as a fenced `$$` block inside the same containers (blockquote, list
 * item) as the line it appears on; text before it on the line stays a paragraph of its own, and
 * so does text after it. Returns where to continue reading `s`.
 */
function appendDisplay(out: Output, content: string, s: string, next: number): number {
  const prefix = out.prefix();
  const cont = prefix.replace(LIST_MARKER, (marker) => ' '.repeat(marker.length));
  const depth = (prefix.match(/>/g) ?? []).length;
  const body = content
    .split('\n')
    .map((l, index) => (index === 0 ? l : stripQuotes(l, depth)).trim())
    .filter((l) => l.length > 0);
  if (!out.onlyPrefix()) {
    out.trimLineEnd();
    out.push(`\n${cont}`);
  }
  out.push(`$$\n${body.map((l) => cont + l).join('\n')}\n${cont}$$`);
  if (blankToLineEnd(s, next)) return next;
  let resume = next;
  while (s[resume] === ' ' || s[resume] === '\t') resume += 1;
  out.push(`\n${cont}`);
  return resume;
}

function stripQuotes(line: string, depth: number): string {
  let rest = line;
  for (let i = 0; i < depth; i += 1) {
    const m = /^[ \t]*>[ \t]?/.exec(rest);
    if (!m) break;
    rest = rest.slice(m[0].length);
  }
  return rest;
}

/**
 * Display math cannot leave a table row or a heading: there it is written inline. Asked for the
 * source line holding `index` (remembered, as the lines asked about only move forward).
 */
function displayAllowedAt(s: string, index: number, scan: Scan): boolean {
  const known = scan.line;
  if (index >= known.start && index <= known.end) return known.allowed;
  const start = s.lastIndexOf('\n', index - 1) + 1;
  const newline = s.indexOf('\n', index);
  const end = newline === -1 ? s.length : newline;
  const line = s.slice(start, end);
  const allowed = !line.slice(containerPrefix(line).length).startsWith('#') && !line.includes('|');
  scan.line = { start, end, allowed };
  return allowed;
}

/** Converts the math in a stretch of Markdown that holds no fenced block. */
function convertText(s: string): string {
  const scan: Scan = {
    misses: new Map(),
    paragraph: { from: -1, end: -1 },
    line: { start: -1, end: -1, allowed: false },
  };
  const out = new Output();
  const displayAllowed = (open: number, close: number) =>
    displayAllowedAt(s, open, scan) && displayAllowedAt(s, close, scan);
  let i = 0;
  while (i < s.length) {
    const c = s[i] ?? '';
    if (c === '\\') {
      const next = s[i + 1];
      if (next === '(' || next === '[') {
        const end = findBackslashClose(s, i + 2, next === '(' ? ')' : ']', scan);
        const content = end === -1 ? '' : s.slice(i + 2, end);
        if (content.trim()) {
          if (next === '[' && displayAllowed(i, end)) {
            i = appendDisplay(out, content, s, end + 2);
          } else {
            out.push(inlineMath(content));
            i = end + 2;
          }
          continue;
        }
      }
      // Any other backslash escape (`\$`, `` \` ``, `\\`) is copied as a pair.
      out.push(s.slice(i, i + 2));
      i += 2;
      continue;
    }
    if (c === '`') {
      // A code span is copied as it is; an unmatched run of backticks is text.
      const size = runLength(s, i, '`');
      const end = findRun(s, i + size, '`', size, scan);
      const stop = end === -1 ? i + size : end + size;
      out.push(s.slice(i, stop));
      i = stop;
      continue;
    }
    if (c === '$') {
      const size = runLength(s, i, '$');
      if (size >= 2) {
        const end = findRun(s, i + size, '$', size, scan);
        const content = end === -1 ? '' : s.slice(i + size, end);
        if (!content.trim()) {
          out.push(s.slice(i, i + size));
          i += size;
          continue;
        }
        const next = end + size;
        if (out.onlyPrefix() && blankToLineEnd(s, next) && displayAllowed(i, end)) {
          i = appendDisplay(out, content, s, next);
        } else {
          out.push(s.slice(i, next));
          i = next;
        }
        continue;
      }
      const close = singleDollarClose(s, i);
      if (close !== -1) {
        out.push(inlineMath(s.slice(i + 1, close)));
        i = close + 1;
        continue;
      }
    }
    out.push(c);
    i += 1;
  }
  return out.toString();
}
