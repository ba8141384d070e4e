import { MAX_MIXED_SCRIPT_SHARE, MIN_TEXT_LAYER_QUALITY, mixedScriptShare, textQuality } from './quality.ts';

describe('textQuality: how much of a page is real words', () => {
  it('scores prose high in English and Arabic, formulas and tables well above the OCR threshold', () => {
    expect(textQuality('User acceptance of technology has been an important field of study.').score).toBe(1);
    expect(textQuality('التمثيل الضوئي يحول الضوء إلى طاقة كيميائية.').score).toBe(1);
    const formulas = textQuality('Solve 2x + 3 = 11, so x = 4. Then E = mc^2 and v = u + at (see 3.2).');
    expect(formulas.score).toBeGreaterThan(MIN_TEXT_LAYER_QUALITY);
    const table = textQuality('Austria 8.9 83,879 Vienna German\nBelgium 11.5 30,689 Brussels Dutch, French');
    expect(table.score).toBeGreaterThan(0.9);
  });

  it('scores glyph soup, glued words and consonant junk low', () => {
    // TAMReview.pdf's page 2 text layer, as pdfjs reads it.
    expect(textQuality('!"# !"$ % & % \' % ! $ & & ( ) * + , - . / 0 1 2').score).toBeLessThan(0.2);
    expect(
      textQuality('OverviewoftheTechnologyAcceptanceModel: Origins,DevelopmentsandFutureDirections').score,
    ).toBe(0);
    expect(textQuality('ΰԔϸЇ́Ψ ߙ ϣÎg ϙķϢʆ ΰԔϸЇ́Ψߙ ϣÎg').score).toBe(0);
  });

  it('counts visible characters only', () => {
    expect(textQuality('  a  bc \n d ')).toEqual({ score: expect.any(Number), chars: 4 });
    expect(textQuality('')).toEqual({ score: 0, chars: 0 });
  });
});

describe('mixedScriptShare', () => {
  it('is high where a broken font gives Arabic dots as Latin letters, low in real mixed text', () => {
    // The layer of the corpus's LaTeX document (its font maps glyphs to the wrong characters).
    const soup =
      'Name) (Institution هĚ اسم المؤسس Notes) (Lecture هĚ صرĕ ٮ المحاĚ طاĕ ملاح (Course): ڡررĚ الم ر Ěڡم المحا ĕصر Ěه';
    expect(mixedScriptShare(soup)).toBeGreaterThan(MAX_MIXED_SCRIPT_SHARE);
    // A Word document's real line: one Latin name glued to a one-letter prefix.
    const real =
      'تعتبر البرمجة بلغة R و Pythonمن الأدوات القوية التي يمكن أن تعزز الإنتاجية وتساعد في إيجاد حلول فعالة للمشكلات';
    expect(mixedScriptShare(real)).toBeLessThan(MAX_MIXED_SCRIPT_SHARE);
    expect(mixedScriptShare('قصير جدًا')).toBe(0);
  });
});
