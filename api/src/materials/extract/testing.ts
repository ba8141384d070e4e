/**
 * Test files made by the tests themselves: PDFs written by Skia (@napi-rs/canvas's PDFDocument, as
 * a browser prints them: real fonts embedded as subsets, Arabic shaped), PNGs of text, and the
 * character error rate used to judge OCR. Fonts: the Noto fonts installed under /usr/share/fonts.
 */
import { constants as zlibConstants, crc32 as zlibCrc32, deflateRawSync } from 'node:zlib';
import { createCanvas, GlobalFonts, loadImage, PDFDocument, type SKRSContext2D } from '@napi-rs/canvas';
import { editDistance } from './truth.ts';

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

/** Edits (characters inserted, deleted or changed) per expected character, whitespace runs as one space. */
export function characterErrorRate(expected: string, actual: string): number {
  const clean = (text: string) => [...text.replace(/\s+/g, ' ').trim()];
  const want = clean(expected);
  return editDistance(want, clean(actual)) / Math.max(1, want.length);
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

/** An entry of a zip made by `makeZip`: deflated unless `store`; `claimedSize` lies about its size. */
export interface ZipEntrySpec {
  name: string;
  data: Buffer | string;
  store?: boolean;
  claimedSize?: number;
}

/** A zip archive (local headers, data, central directory), as Office writes its files. */
export function makeZip(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const body = entry.store ? data : deflateRawSync(data);
    const name = Buffer.from(entry.name, 'utf8');
    const crc = zlibCrc32(data);
    const size = entry.claimedSize ?? data.length;
    const method = entry.store ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A Word document: each page's paragraphs, pages separated as Word marks where its pages broke
 * (`w:lastRenderedPageBreak`), an author's page break between the first two (`w:br w:type="page"`).
 */
export function makeDocx(pages: string[][]): Buffer {
  const body = pages
    .map((paragraphs, index) =>
      paragraphs
        .map((text, p) => {
          const brk =
            index > 0 && p === 0
              ? index === 1
                ? '<w:r><w:br w:type="page"/></w:r>'
                : '<w:r><w:lastRenderedPageBreak/></w:r>'
              : '';
          return `<w:p>${brk}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
        })
        .join(''),
    )
    .join('');
  return makeZip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    },
  ]);
}

/**
 * A presentation: each slide's paragraphs. The slide parts are numbered in reverse (slide1.xml is the
 * last slide), as after the author reordered the slides: the order is the presentation's slide list.
 */
export function makePptx(slides: string[][]): Buffer {
  const count = slides.length;
  const part = (index: number) => `slide${count - index}.xml`;
  const slideXml = (paragraphs: string[]) =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>${paragraphs
      .map((text) => `<a:p><a:r><a:t>${escapeXml(text)}</a:t></a:r></a:p>`)
      .join('')}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
  return makeZip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="ppt/presentation.xml"/></Relationships>',
    },
    {
      name: 'ppt/presentation.xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><p:sldIdLst>${slides
        .map((_, index) => `<p:sldId id="${256 + index}" r:id="rId${index + 10}"/>`)
        .join('')}</p:sldIdLst></p:presentation>`,
    },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${slides
        .map(
          (_, index) =>
            `<Relationship Id="rId${index + 10}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/${part(index)}"/>`,
        )
        .join('')}</Relationships>`,
    },
    ...slides.map((paragraphs, index) => ({ name: `ppt/slides/${part(index)}`, data: slideXml(paragraphs) })),
  ]);
}

/**
 * A Word file whose document part inflates to `megabytes` MB of XML from a few hundred KB: a zip bomb
 * (its size in the archive's directory is told truthfully, or as `claimedSize`).
 */
export function makeDocxBomb(megabytes: number, claimedSize?: number): Buffer {
  const run = '<w:p><w:r><w:t>aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa</w:t></w:r></w:p>';
  const body = Buffer.from(
    `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${run.repeat(
      Math.ceil((megabytes * 1024 * 1024) / run.length),
    )}</w:body></w:document>`,
  );
  return makeZip([
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'word/document.xml', data: body, claimedSize },
  ]);
}
