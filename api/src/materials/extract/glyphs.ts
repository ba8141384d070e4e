/**
 * A page's text as positioned glyphs, from pdfjs's operator list: what the page draws, one item per
 * glyph, with the Unicode text the PDF gives that glyph.
 *
 * Why not pdfjs's own text content for Arabic: it joins a run's glyphs into one string and, when the
 * run is right to left, reverses that string character by character. A glyph whose text is more than
 * one character comes out backwards: the lam-alef ligature (لا) as "ال" (so "لا يجوز", must not, reads
 * "ال يجوز"), "الإدارة" as "اإلدارة", a whole-word glyph from HarfBuzz ("حَبيبي ") reversed. Glyph by
 * glyph, lines.ts reverses a right-to-left run by glyphs, so each glyph's own text keeps its order.
 *
 * The text state follows the PDF's rules as pdfjs's canvas renders them (display/canvas.js):
 * the graphics state stack (q/Q, cm, form XObjects), the text matrix and line matrix (Tm, Td, TD,
 * T*), font and size (Tf, or a graphics state's Font), character and word spacing, horizontal
 * scaling and rise. Positions are in the page's user space (PDF units, y upwards), like pdfjs's text
 * content items, so lines.ts reads both the same way.
 */
import { OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PositionedText } from './lines.ts';

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 × m2: a point goes through m2 first. */
function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}

interface TextState {
  ctm: Matrix;
  fontRef: string | null;
  fontSize: number;
  fontDirection: 1 | -1;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
}

/** A glyph as pdfjs's operator list gives it (the fields used here). */
interface Glyph {
  unicode: string;
  width: number;
  isSpace?: boolean;
  /** False for a code the font has no glyph for: nothing is drawn, and pdfjs guesses its text. */
  isInFont?: boolean;
}

interface FontInfo {
  fontMatrix?: number[];
  vertical?: boolean;
  isType3Font?: boolean;
}

/** A matrix from the operator list: an array or a typed array of six numbers. */
function toMatrix(value: unknown): Matrix | null {
  if (!value || typeof value !== 'object' || !('length' in value) || value.length !== 6) return null;
  const numbers = Array.from(value as ArrayLike<unknown>);
  return numbers.every((n) => typeof n === 'number' && Number.isFinite(n)) ? (numbers as Matrix) : null;
}

/**
 * The page's glyphs in drawing order, or null when the page draws text this reading does not follow
 * (vertical writing, Type 3 fonts): the caller then keeps pdfjs's text content.
 */
export async function glyphItems(page: PDFPageProxy): Promise<PositionedText[] | null> {
  const { fnArray, argsArray } = await page.getOperatorList();
  const items: PositionedText[] = [];
  const stack: TextState[] = [];
  let state: TextState = {
    ctm: IDENTITY,
    fontRef: null,
    fontSize: 0,
    fontDirection: 1,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
  };
  let textMatrix: Matrix = IDENTITY;
  let lineX = 0;
  let lineY = 0;
  let x = 0;
  let y = 0;
  const fonts = new Map<string, FontInfo | null>();
  const fontOf = (ref: string | null): FontInfo | null => {
    if (!ref) return null;
    if (!fonts.has(ref)) {
      let font: FontInfo | null = null;
      try {
        font = page.commonObjs.has(ref) ? (page.commonObjs.get(ref) as FontInfo) : null;
      } catch {
        font = null;
      }
      fonts.set(ref, font);
    }
    return fonts.get(ref) ?? null;
  };
  const setFont = (ref: unknown, size: unknown) => {
    if (typeof ref !== 'string' || typeof size !== 'number') return;
    state.fontRef = ref;
    state.fontDirection = size < 0 ? -1 : 1;
    state.fontSize = Math.abs(size);
  };
  const moveText = (tx: number, ty: number) => {
    lineX += tx;
    lineY += ty;
    x = lineX;
    y = lineY;
  };

  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = (argsArray[i] ?? []) as unknown[];
    switch (fn) {
      case OPS.save:
        stack.push({ ...state });
        break;
      case OPS.restore:
        state = stack.pop() ?? state;
        break;
      case OPS.transform:
        {
          const matrix = toMatrix(args);
          if (matrix) state.ctm = multiply(state.ctm, matrix);
        }
        break;
      case OPS.paintFormXObjectBegin:
        stack.push({ ...state });
        {
          const matrix = toMatrix(args[0]);
          if (matrix) state.ctm = multiply(state.ctm, matrix);
        }
        break;
      case OPS.paintFormXObjectEnd:
        state = stack.pop() ?? state;
        break;
      case OPS.beginText:
        textMatrix = IDENTITY;
        lineX = lineY = x = y = 0;
        break;
      case OPS.setFont:
        setFont(args[0], args[1]);
        break;
      case OPS.setGState:
        for (const entry of (args[0] ?? []) as unknown[]) {
          if (Array.isArray(entry) && entry[0] === 'Font' && Array.isArray(entry[1]))
            setFont(entry[1][0], entry[1][1]);
        }
        break;
      case OPS.setCharSpacing:
        state.charSpacing = Number(args[0]) || 0;
        break;
      case OPS.setWordSpacing:
        state.wordSpacing = Number(args[0]) || 0;
        break;
      case OPS.setHScale:
        state.hScale = (Number(args[0]) || 0) / 100;
        break;
      case OPS.setLeading:
        state.leading = -(Number(args[0]) || 0);
        break;
      case OPS.setTextRise:
        state.rise = Number(args[0]) || 0;
        break;
      case OPS.setTextMatrix:
        textMatrix = toMatrix(args[0]) ?? toMatrix(args) ?? textMatrix;
        lineX = lineY = x = y = 0;
        break;
      case OPS.moveText:
        moveText(Number(args[0]) || 0, Number(args[1]) || 0);
        break;
      case OPS.setLeadingMoveText:
        state.leading = Number(args[1]) || 0;
        moveText(Number(args[0]) || 0, Number(args[1]) || 0);
        break;
      case OPS.nextLine:
        moveText(0, state.leading);
        break;
      case OPS.showText:
      case OPS.showSpacedText: {
        const font = fontOf(state.fontRef);
        if (font?.vertical || font?.isType3Font) return null;
        const glyphs = (args[0] ?? []) as (Glyph | number)[];
        const { fontSize, fontDirection, charSpacing, wordSpacing, rise } = state;
        if (fontSize === 0) break;
        const hScale = state.hScale * fontDirection;
        const advanceScale = fontSize * (font?.fontMatrix?.[0] ?? 0.001);
        const matrix = multiply(state.ctm, textMatrix);
        const xScale = Math.hypot(matrix[0], matrix[1]);
        let advance = 0;
        for (const glyph of glyphs) {
          if (typeof glyph === 'number') {
            advance -= (glyph * fontSize) / 1000;
            continue;
          }
          const spacing = (glyph.isSpace ? wordSpacing : 0) + charSpacing;
          const width = glyph.width * advanceScale + spacing * fontDirection;
          // A space counts even when the font has no glyph for it (it draws nothing either way).
          if (glyph.unicode && (glyph.isInFont !== false || /^\s+$/.test(glyph.unicode))) {
            const gx = x + advance * hScale;
            const gy = y + rise;
            items.push({
              str: glyph.unicode,
              transform: [
                matrix[0] * fontSize,
                matrix[1] * fontSize,
                matrix[2] * fontSize,
                matrix[3] * fontSize,
                matrix[0] * gx + matrix[2] * gy + matrix[4],
                matrix[1] * gx + matrix[3] * gy + matrix[5],
              ],
              width: Math.abs(glyph.width * advanceScale * hScale) * xScale,
            });
          }
          advance += width;
        }
        x += advance * hScale;
        break;
      }
      default:
        break;
    }
  }
  return items;
}
