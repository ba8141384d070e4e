import { normalizeExtracted, pageText, repairUnmapped, type PositionedText } from './lines.ts';

const SIZE = 12;
const ADVANCE = 7;

/** One item per glyph, as some producers draw Arabic: left to right on the page (visual order). */
function glyphs(visual: string, left: number, y: number): PositionedText[] {
  return [...visual].map((char, index) => ({
    str: char,
    dir: 'ltr',
    transform: [SIZE, 0, 0, SIZE, left + index * ADVANCE, y],
    width: ADVANCE,
  }));
}

/** A word of Arabic written in logical order, drawn as glyphs from its right end leftwards. */
function arabicWord(logical: string, right: number, y: number): PositionedText[] {
  const visual = [...logical].reverse().join('');
  return glyphs(visual, right - visual.length * ADVANCE, y);
}

/** A run drawn as one item (pdfjs joins a run it can read in one piece, in logical order). */
function run(str: string, left: number, y: number, dir = 'ltr'): PositionedText {
  return { str, dir, transform: [SIZE, 0, 0, SIZE, left, y], width: [...str].length * ADVANCE };
}

describe('pageText: pdfjs items to lines in reading order', () => {
  it('reads Arabic glyphs drawn one per item in visual order, as presentation forms, right to left', () => {
    // ﻛﺘﺐ (initial kaf, medial teh, final beh) then ﺍﻟﻄﺎﻟﺐ, spaces only as gaps between words.
    const items = [...arabicWord('ﺍﻟﻄﺎﻟﺐ', 300, 700), ...arabicWord('ﻛﺘﺐ', 400, 700)].reverse();
    expect(pageText(items)).toBe('كتب الطالب');
  });

  it('reads a mark drawn as its own glyph with the letter it sits over', () => {
    // أيضًا as a Word document draws it (kreuzberg's right_to_left_01.pdf): the tanween has no width
    // and stands 0.6 units into the dad's box, so by position alone it fell after the dad.
    const at = (str: string, x: number, width: number): PositionedText => ({
      str,
      dir: 'rtl',
      transform: [SIZE, 0, 0, SIZE, x, 582.5],
      width,
    });
    const items = [
      at('ا', 204.74, 2.75),
      at('\u064B', 208.1, 0),
      at('ض', 207.5, 10.15),
      at('ي', 217.7, 2.93),
      at('أ', 220.58, 2.48),
    ];
    expect(pageText(items)).toBe('أيضًا');
    // The same mark beside a run drawn as one item is left where it stands.
    expect(pageText([run('abc', 100, 582.5), at('\u064B', 110, 0)])).toBe('abc\u064B');
  });

  it('keeps a number and an English word left to right inside an Arabic line', () => {
    // Visual order, right to left: كتب | 12 | صفحة | DNA
    const y = 500;
    const items = [
      ...glyphs('DNA', 100, y),
      ...arabicWord('صفحة', 160, y),
      ...glyphs('12', 180, y),
      ...arabicWord('عن', 240, y),
      ...arabicWord('كتب', 300, y),
    ];
    expect(pageText(items)).toBe('كتب عن 12 صفحة DNA');
  });

  it('keeps an English line left to right with an Arabic word inside it', () => {
    const y = 400;
    const items = [run('The word', 50, y), ...arabicWord('خلية', 140, y), run('means cell.', 146, y)];
    expect(pageText(items)).toBe('The word خلية means cell.');
  });

  it('reads runs pdfjs already joined (logical order) by x, right to left, with explicit spaces', () => {
    const y = 300;
    // As Skia/Chromium PDFs come out: an empty item, then whole right-to-left runs.
    const items = [
      run('', 299, y),
      run('ﺍﻟﺘﻤﺜﻴﻞ ﺍﻟﻀﻮﺋﻲ', 200, y, 'rtl'),
      run(' ', 193, y),
      run('ﻳﺤﻮﻝ ﺍﻟﻀﻮء', 100, y, 'rtl'),
    ];
    expect(pageText(items)).toBe('التمثيل الضوئي يحول الضوء');
  });

  // The cases of a real Arabic gazette whose text layer lost its meaning (issue 22), as glyphs.
  it('keeps a ligature glyph whole when its run is read right to left: لا stays لا', () => {
    const y = 620;
    // "لا يجوز" (must not): the ligature is one glyph whose text is two letters, drawn at the right.
    const items = [...arabicWord('يجوز', 220, y), { ...run('لا', 230, y), width: ADVANCE }];
    expect(pageText(items)).toBe('لا يجوز');
    // "الإدارة": the lam with alef-hamza-below is one glyph.
    const word = [
      { ...run('ة', 100, y), width: ADVANCE },
      { ...run('ر', 107, y), width: ADVANCE },
      { ...run('ا', 114, y), width: ADVANCE },
      { ...run('د', 121, y), width: ADVANCE },
      { ...run('لإ', 128, y), width: ADVANCE },
      { ...run('ا', 135, y), width: ADVANCE },
    ];
    expect(pageText(word)).toBe('الإدارة');
  });

  it('mirrors brackets drawn in a right-to-left line and keeps its numbers whole', () => {
    const y = 610;
    // "مادة (12) :" drawn right to left; each bracket is drawn (and named) by its mirrored shape.
    const items = [...glyphs(':', 100, y), ...glyphs('(12)', 114, y), ...arabicWord('مادة', 180, y)];
    expect(pageText(items)).toBe('مادة (12) :');
    // "صدر عام 2022 (الطبعة الثانية)"
    const y2 = 590;
    const second = [
      ...glyphs('(', 60, y2),
      ...arabicWord('الثانية', 116, y2),
      ...arabicWord('الطبعة', 170, y2),
      ...glyphs(')', 170, y2),
      ...glyphs('2022', 184, y2),
      ...arabicWord('عام', 240, y2),
      ...arabicWord('صدر', 270, y2),
    ];
    expect(pageText(second)).toBe('صدر عام 2022 (الطبعة الثانية)');
  });

  it('reads Arabic-Indic numbers left to right, and an Arabic phrase inside an English line as one piece', () => {
    const y = 570;
    // "١٤ إبريل ١٤٣٤" (14 April 1434) drawn right to left.
    const items = [...glyphs('١٤٣٤', 100, y), ...arabicWord('إبريل', 170, y), ...glyphs('١٤', 184, y)];
    expect(pageText(items)).toBe('١٤ إبريل ١٤٣٤');
    // The same date after an English one, on a left-to-right line.
    const y2 = 550;
    const mixed = [
      run('14 april 1434', 10, y2),
      ...glyphs('١٤٣٤', 120, y2),
      ...arabicWord('إبريل', 190, y2),
      ...glyphs('١٤', 204, y2),
    ];
    expect(pageText(mixed)).toBe('14 april 1434 ١٤ إبريل ١٤٣٤');
  });

  it('starts a new line when the baseline moves, keeps the drawing order of lines, drops blank ones', () => {
    const items = [
      run('First line', 50, 700),
      run('   ', 50, 680),
      run('Second', 50, 660),
      run('line', 110, 660.5),
    ];
    expect(pageText(items)).toBe('First line\nSecond line');
  });
});

describe('normalizeExtracted', () => {
  it('maps presentation forms and ligatures to letters, drops bidi marks and tatweel, keeps diacritics on letters', () => {
    expect(normalizeExtracted('ﻻ')).toBe('لا');
    expect(normalizeExtracted('\u200fﻣـﺪﺭﺳﺔ\u200e')).toBe('مدرسة');
    // An isolated-form fatha (U+FE76) becomes a space and the mark under NFKC: the space goes.
    expect(normalizeExtracted('ﻙ\uFE76ﺘﺐ')).toBe('كَتب');
    expect(normalizeExtracted('ﬁnal')).toBe('final');
  });
});

describe('repairUnmapped', () => {
  it('reads the NUL pair Skia writes for a lam-alef ligature as لا in Arabic lines, drops other controls', () => {
    expect(repairUnmapped('ا\u0000\u0000رض')).toBe('الارض');
    expect(repairUnmapped('ب \u0000 \u0000 ﻳﺤﺒﻮن')).toBe('ب لا ﻳﺤﺒﻮن');
    expect(repairUnmapped('ﻛ\u0000\u0000')).toBe('ﻛلا');
    expect(repairUnmapped('Symbol \u0000\u0000 font\u0007')).toBe('Symbol  font');
  });
});
