/**
 * Test files made by the tests themselves: PDFs written by Skia (@napi-rs/canvas's PDFDocument, as
 * a browser prints them: real fonts embedded as subsets, Arabic shaped), PNGs of text, and the
 * character error rate used to judge OCR. Fonts: the Noto fonts installed under /usr/share/fonts.
 */
import { constants as zlibConstants, deflateRawSync } from 'node:zlib';
import { createCanvas, GlobalFonts, loadImage, PDFDocument, type SKRSContext2D } from '@napi-rs/canvas';

const FONTS = {
  latin: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  arabic: '/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf',
};
let registered = false;

/** The font families for English and Arabic text (registered once). */
function fonts(): { latin: string; arabic: string } {
  if (!registered) {
    for (const [name, file] of Object.entries(FONTS)) {
      if (!GlobalFonts.registerFromPath(file, `NibrasTest-${name}`)) {
        throw new Error(`Font ${file} is missing (Debian package fonts-noto-core)`);
      }
    }
    registered = true;
  }
  return { latin: 'NibrasTest-latin', arabic: 'NibrasTest-arabic' };
}

const ARABIC = /[\u0600-\u06FF]/;

/** A line of text: right-aligned and right to left when it is mostly Arabic. */
function drawLine(
  context: SKRSContext2D,
  line: string,
  y: number,
  width: number,
  margin: number,
  size: number,
) {
  const family = fonts();
  const rtl = (line.match(/[\u0600-\u06FF]/g)?.length ?? 0) > (line.match(/[A-Za-z]/g)?.length ?? 0);
  context.font = `${size}px ${ARABIC.test(line) && rtl ? family.arabic : family.latin}, ${family.arabic}`;
  context.direction = rtl ? 'rtl' : 'ltr';
  context.textAlign = rtl ? 'right' : 'left';
  context.fillText(line, rtl ? width - margin : margin, y);
}

export interface PdfPageSpec {
  /** Lines of text drawn with an embedded font. */
  lines?: string[];
  /** An image covering the page instead (a scanned page: no text in the PDF). */
  image?: Uint8Array;
}

/** An A4 PDF, one entry per page. */
export async function makePdf(pages: PdfPageSpec[]): Promise<Buffer> {
  const width = 595;
  const height = 842;
  const doc = new PDFDocument({ title: 'Nibras test', producer: 'Nibras tests' });
  for (const spec of pages) {
    // The page's context is Skia's 2D context (its type in @napi-rs/canvas leaves drawImage out).
    const context = doc.beginPage(width, height) as unknown as SKRSContext2D;
    context.fillStyle = 'black';
    spec.lines?.forEach((line, index) => drawLine(context, line, 90 + index * 30, width, 56, 16));
    if (spec.image) {
      const image = await loadImage(Buffer.from(spec.image));
      const scale = Math.min((width - 80) / image.width, (height - 80) / image.height);
      context.drawImage(image, 40, 40, image.width * scale, image.height * scale);
    }
    doc.endPage();
  }
  return doc.close();
}

/** An image of black text on white, one line per entry (size 40: 10 pt text scanned at 300 dpi). */
export function makeTextImage(
  lines: string[],
  options: { width?: number; size?: number; type?: 'image/png' | 'image/jpeg' | 'image/webp' } = {},
): Buffer {
  const size = options.size ?? 40;
  const width = options.width ?? 1600;
  const lineHeight = Math.round(size * 1.8);
  const height = lineHeight * lines.length + size * 2;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.fillStyle = 'black';
  lines.forEach((line, index) => drawLine(context, line, size * 1.6 + index * lineHeight, width, size, size));
  const type = options.type ?? 'image/png';
  return type === 'image/png' ? canvas.toBuffer('image/png') : canvas.toBuffer(type, 90);
}

function levenshtein(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Edits (characters inserted, deleted or changed) per expected character, whitespace runs as one space. */
export function characterErrorRate(expected: string, actual: string): number {
  const clean = (text: string) => [...text.replace(/\s+/g, ' ').trim()];
  const want = clean(expected);
  return levenshtein(want, clean(actual)) / Math.max(1, want.length);
}

/** A PDF written by hand from its objects' bodies (numbered from 1; object 1 is the catalog). */
export function rawPdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(object);
    offset += object.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * A decompression bomb: a one-page PDF whose content stream is small compressed and `inflatedMb`
 * megabytes (of spaces) once inflated. The same deflate block is repeated, so making it is quick.
 */
export function deflateBombPdf(inflatedMb: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(16 * 1024 * 1024, 0x20), {
    finishFlush: zlibConstants.Z_SYNC_FLUSH,
  });
  const blocks = Math.max(1, Math.round(inflatedMb / 16));
  // zlib header, the blocks, an empty final block; pdfjs does not check the Adler-32 that follows.
  const data = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array<Buffer>(blocks).fill(block),
    Buffer.from([0x03, 0x00]),
    Buffer.alloc(4),
  ]);
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]),
  ]);
}
