import { splitLine, splitSentences } from './sentences.ts';

const texts = (text: string) => splitSentences(text).map((sentence) => sentence.text);

describe('splitSentences', () => {
  it('splits English at full stops, question and exclamation marks, keeping decimals and abbreviations', () => {
    expect(
      texts(
        'The value of pi is about 3.14 and g is 9.81 m/s². Dr. Smith measured it, e.g. in the lab at 10 a.m. on Monday. Why? Because it matters! See Fig. 2 for details.',
      ),
    ).toEqual([
      'The value of pi is about 3.14 and g is 9.81 m/s².',
      'Dr. Smith measured it, e.g. in the lab at 10 a.m. on Monday.',
      'Why?',
      'Because it matters!',
      'See Fig. 2 for details.',
    ]);
  });

  it('keeps initials, addresses and inline code whole', () => {
    expect(texts('J. K. Rowling wrote it. Open example.com and run `a. b` now. Done.')).toEqual([
      'J. K. Rowling wrote it.',
      'Open example.com and run `a. b` now.',
      'Done.',
    ]);
  });

  it('splits Arabic at the full stop, the Arabic question mark and the Arabic semicolon', () => {
    expect(
      texts(
        'ما هو قانون نيوتن الثاني؟ ينص القانون على أن القوة تساوي الكتلة في التسارع؛ وهذا مهم جدًا. قيمة π تساوي 3.14 تقريبًا.',
      ),
    ).toEqual([
      'ما هو قانون نيوتن الثاني؟',
      'ينص القانون على أن القوة تساوي الكتلة في التسارع؛',
      'وهذا مهم جدًا.',
      'قيمة π تساوي 3.14 تقريبًا.',
    ]);
  });

  it('treats every line break as a boundary, and a closing quote stays with its sentence', () => {
    expect(texts('First line without a stop\nSecond line. «اقتباس؟» Then more')).toEqual([
      'First line without a stop',
      'Second line.',
      '«اقتباس؟»',
      'Then more',
    ]);
  });

  it('keeps Markdown list items whole and marks headings; skips code, display math and tables', () => {
    const sentences = splitSentences(
      [
        "## Newton's laws",
        'An intro sentence. Another one.',
        '',
        '- First item. It has two sentences.',
        '2. A numbered item',
        '',
        '```js',
        'const x = 1. // not prose',
        '```',
        '$$',
        'F = ma.',
        '$$',
        '| a | b |',
        '| --- | --- |',
        '> A quoted line.',
      ].join('\n'),
    );
    expect(sentences.map(({ text, kind }) => [kind, text])).toEqual([
      ['heading', "Newton's laws"],
      ['sentence', 'An intro sentence.'],
      ['sentence', 'Another one.'],
      ['item', 'First item. It has two sentences.'],
      ['item', 'A numbered item'],
      ['sentence', 'A quoted line.'],
    ]);
    expect(sentences.map((sentence) => sentence.index)).toEqual([0, 1, 2, 3, 4, 5]);
    // The intro is one paragraph, the list another.
    expect(sentences[1]!.paragraph).toBe(sentences[2]!.paragraph);
    expect(sentences[3]!.paragraph).not.toBe(sentences[2]!.paragraph);
  });

  it('ends a sentence after "etc." only before a capital letter', () => {
    expect(splitLine('Apples, pears, etc. are fruit. Use tools, etc. Then stop.')).toEqual([
      'Apples, pears, etc. are fruit.',
      'Use tools, etc.',
      'Then stop.',
    ]);
  });

  it('leaves out pieces with no words', () => {
    expect(texts('... !!!\n\n   \nOK.')).toEqual(['OK.']);
  });
});
