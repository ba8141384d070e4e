// What the offline engine quotes of a lesson section (answerExcerpt): the paragraphs that answer.
import { answerExcerpt, questionTerms } from './retrieval.ts';

const MASS_AND_WEIGHT = [
  'People often mix up two ideas that sound alike in daily speech, and even adults at the clinic or the gym use the words the wrong way round. This part of the lesson sets them apart, once and for all, with an example you can check.',
  '**Mass** is the amount of matter in an object. It is measured in kilograms and it is the same everywhere.',
  '**Weight** is the gravitational force on an object: $W = mg$. It is measured in newtons.',
  '| Place | g (m/s²) | Weight of 60 kg |\n| --- | --- | --- |\n| Earth | 9.8 | 588 N |\n| Moon | 1.6 | 96 N |',
  'Because g depends on where you are, weight does too, yet the mass of a student on the Moon is still 60 kg, and her weight there is about 96 N. So when someone says "I weigh 60 kg", they mean their mass is 60 kg and their weight is about 590 N.',
  'Scales at home measure the force you press on them and show it as kilograms by dividing by 9.8.',
].join('\n\n');

describe('answerExcerpt', () => {
  it('quotes a section whole when it fits', () => {
    const text = 'Short section.\n\nTwo paragraphs.';
    expect(answerExcerpt(text, questionTerms('What is this?'), 900)).toBe(text);
  });

  it('quotes the paragraphs that teach both things a comparison asks about, in bold, with "…" for the rest', () => {
    const quoted = answerExcerpt(
      MASS_AND_WEIGHT,
      questionTerms("What's the difference between mass and weight?"),
      400,
    );
    expect(quoted).toContain('**Mass** is the amount of matter');
    expect(quoted).toContain('**Weight** is the gravitational force');
    expect(quoted).not.toContain('People often mix up');
    expect(quoted.startsWith('… **Mass**')).toBe(true);
    expect(quoted.endsWith(' …')).toBe(true);
    expect(quoted.length).toBeLessThanOrEqual(400 + 4);
  });

  it('quotes the paragraph a question names, not the first one', () => {
    const quoted = answerExcerpt(MASS_AND_WEIGHT, questionTerms('How do scales at home work?'), 300);
    expect(quoted).toBe(
      '… Scales at home measure the force you press on them and show it as kilograms by dividing by 9.8.',
    );
  });

  it('answers an Arabic question from the Arabic paragraphs that define the term', () => {
    const arabic = [
      'يخلط كثيرون بين فكرتين متشابهتين في الكلام اليومي.',
      '**الكتلة** هي مقدار المادة في الجسم، وتقاس بالكيلوجرام، ولا تتغير بتغير المكان.',
      '**الوزن** هو قوة الجاذبية المؤثرة في الجسم، ويقاس بالنيوتن.',
      'تقيس الموازين المنزلية القوة التي تضغط بها عليها ثم تقسمها على 9.8.',
    ].join('\n\n');
    const quoted = answerExcerpt(arabic, questionTerms('ما الفرق بين الكتلة والوزن؟'), 160);
    expect(quoted).toContain('**الكتلة** هي مقدار المادة');
    expect(quoted).toContain('**الوزن** هو قوة الجاذبية');
  });

  it('cuts a single paragraph longer than the limit to its best sentences', () => {
    const long = `${'Filler sentence about nothing in particular. '.repeat(20)}Photosynthesis makes glucose from carbon dioxide and water. ${'More filler here. '.repeat(20)}`;
    const quoted = answerExcerpt(long, questionTerms('What does photosynthesis make?'), 200);
    expect(quoted).toContain('Photosynthesis makes glucose');
    expect(quoted.length).toBeLessThan(long.length);
  });
});
