import { ARABIC_STOP_WORDS, ENGLISH_STOP_WORDS, isStopWord } from './stopwords.ts';
import { bulletList, summarize } from './summarize.ts';
import { contentTerms } from './terms.ts';

const ENGLISH = `Photosynthesis is the process by which green plants use light energy to make glucose from carbon dioxide and water.
It takes place in the chloroplasts, which contain the green pigment chlorophyll.
Many students find this topic interesting.
Chlorophyll absorbs light energy, mostly red and blue light, and reflects green light.
The light energy splits water molecules and releases oxygen as a by-product.
The weather was nice yesterday.
The glucose made in photosynthesis is used for respiration or stored as starch.
In short, photosynthesis turns light energy into chemical energy stored in glucose.
Let me know if you have questions!`;

const ARABIC = `البناء الضوئي هو العملية التي تستخدم فيها النباتات الخضراء طاقة الضوء لصنع الجلوكوز من ثاني أكسيد الكربون والماء.
تحدث عملية البناء الضوئي في البلاستيدات الخضراء التي تحتوي على صبغة الكلوروفيل.
يجد كثير من الطلاب هذا الموضوع ممتعًا.
تمتص صبغة الكلوروفيل طاقة الضوء الأحمر والأزرق وتعكس الضوء الأخضر.
تُستخدم طاقة الضوء في شطر جزيئات الماء فينطلق الأكسجين.
كان الجو جميلًا بالأمس.
يُستخدم الجلوكوز الناتج من البناء الضوئي في التنفس أو يُخزَّن على هيئة نشا.
باختصار، يحوّل البناء الضوئي طاقة الضوء إلى طاقة كيميائية مخزنة في الجلوكوز.
أخبرني إن كانت لديك أسئلة!`;

describe('summarize', () => {
  it('does not take a line that only introduces what follows (a reply quoting saved content)', () => {
    const reply = [
      'Here is what your material says:',
      '',
      'From your saved item “Newton’s second law”:',
      '',
      '> Newton’s second law says the net force equals mass times acceleration: $F = ma$. A larger force gives a larger acceleration.',
      '',
      '**From the glossary:**',
      '',
      '- **Newton’s second law** (قانون نيوتن الثاني): An object’s acceleration equals the net force on it divided by its mass.',
    ].join('\n');
    const chosen = summarize(reply).sentences.map((sentence) => sentence.text);
    expect(chosen.length).toBeGreaterThan(0);
    for (const text of chosen) expect(text).not.toMatch(/:\s*$/);
  });

  it('picks the key sentences of an English text, in their original order', () => {
    const summary = summarize(ENGLISH);
    expect(summary.total).toBe(9);
    const chosen = summary.sentences.map((sentence) => sentence.text);
    expect(chosen).toHaveLength(3);
    expect(chosen[0]).toMatch(/^Photosynthesis is the process/);
    expect(chosen).toContain(
      'In short, photosynthesis turns light energy into chemical energy stored in glucose.',
    );
    // Off-topic sentences and the sign-off are left out.
    expect(chosen.join(' ')).not.toMatch(/weather|interesting|questions/);
    const indexes = summary.sentences.map((sentence) => sentence.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });

  it('picks the key sentences of an Arabic text, in their original order', () => {
    const summary = summarize(ARABIC);
    expect(summary.total).toBe(9);
    const chosen = summary.sentences.map((sentence) => sentence.text);
    expect(chosen).toHaveLength(3);
    expect(chosen[0]).toMatch(/^البناء الضوئي هو العملية/);
    expect(chosen).toContain('باختصار، يحوّل البناء الضوئي طاقة الضوء إلى طاقة كيميائية مخزنة في الجلوكوز.');
    expect(chosen.join(' ')).not.toMatch(/الجو|ممتعًا|أسئلة/);
    const indexes = summary.sentences.map((sentence) => sentence.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });

  it('keeps every sentence of a text of one or two, and respects maxSentences', () => {
    expect(summarize('One sentence only.').sentences.map((s) => s.text)).toEqual(['One sentence only.']);
    expect(summarize(ENGLISH, { maxSentences: 2 }).sentences).toHaveLength(2);
    expect(summarize('```\ncode only\n```').total).toBe(0);
  });

  it('does not pick two sentences that say the same thing', () => {
    const text = [
      'Velocity is speed in a given direction.',
      'Velocity is speed in a given direction, as the book says.',
      'Acceleration is the rate of change of velocity.',
      'Momentum is mass times velocity.',
      'Force changes momentum over time.',
      'Friction opposes motion between surfaces.',
      'Weight is the force of gravity on a mass.',
    ].join('\n');
    const chosen = summarize(text).sentences.map((sentence) => sentence.text);
    expect(chosen.filter((sentence) => sentence.startsWith('Velocity is speed'))).toHaveLength(1);
  });

  it('formats bullet points', () => {
    expect(bulletList([{ text: 'A.' }, { text: 'B\ncontinued.' }])).toBe('- A.\n- B continued.');
  });
});

describe('stop words', () => {
  it('has a real list for each language, compared after normalization', () => {
    expect(ENGLISH_STOP_WORDS.size).toBeGreaterThan(200);
    expect(ARABIC_STOP_WORDS.size).toBeGreaterThan(200);
    expect(isStopWord('the')).toBe(true);
    expect(isStopWord('ان')).toBe(true); // أن and إن fold to ان
    expect(isStopWord('التي')).toBe(true);
    expect(isStopWord('photosynthesis')).toBe(false);
    expect(isStopWord('سرعه')).toBe(false);
  });

  it('content terms drop stop words and stem lightly in both languages', () => {
    expect(contentTerms("The laws of Newton's motion")).toEqual(['law', 'newton', 'motion']);
    expect(contentTerms('إن السرعة والتسارع في الفيزياء')).toEqual(['سرعه', 'تسارع', 'فيزياء']);
  });
});
