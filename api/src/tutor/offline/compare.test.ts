import { comparedSides, mentions, sideWords } from './compare.ts';

describe('comparedSides', () => {
  test.each([
    ['What is the difference between skimming and scanning?', ['skimming', 'scanning']],
    ["What is the difference between 'excited' and 'exciting'?", ['excited', 'exciting']],
    ['Compare mitosis with meiosis.', ['mitosis', 'meiosis']],
    ['speed vs velocity', ['speed', 'velocity']],
    ["When do we use 'for' and when 'since' with the present perfect?", ['for', 'since']],
    ['ما الفرق بين معراة البذور ومغطاة البذور؟', ['معراة البذور', 'مغطاة البذور']],
    ['وش الفرق بين الموجة المستعرضة والموجة الطولية؟', ['الموجة المستعرضة', 'الموجة الطولية']],
    ['قارن بين الخلية النباتية والخلية الحيوانية', ['الخلية النباتية', 'الخلية الحيوانية']],
    ['متى نستعمل for ومتى نستعمل since مع المضارع التام؟', ['for', 'since']],
  ])('%s', (question, sides) => {
    expect(comparedSides(question)).toEqual(sides);
  });

  test.each(['What is homeostasis?', 'ما الميل وكيف يُحسب؟', 'How do I find the slope between two points?'])(
    'compares nothing: %s',
    (question) => {
      expect(comparedSides(question)).toBeNull();
    },
  );
});

describe('sideWords and mentions', () => {
  test('the words of each side the other lacks, as written (not stems)', () => {
    const [first, second] = sideWords(['excited', 'exciting']);
    expect([...first]).toEqual(['excited']);
    expect([...second]).toEqual(['exciting']);
    expect(mentions('I am excited about the trip.', first)).toBe(1);
    expect(mentions('I am excited about the trip.', second)).toBe(0);
  });

  test('Arabic: the shared word and the article and "و" left aside', () => {
    const [first, second] = sideWords(['الموجة المستعرضة', 'الموجة الطولية']);
    expect([...first]).toEqual(['مستعرضه']);
    expect([...second]).toEqual(['طوليه']);
    // "الطول الموجي" (wavelength) shares a stem with "الطولية" but is not the side.
    expect(mentions('الطول الموجي هو المسافة بين قمتين', second)).toBe(0);
    expect(mentions('في الموجة المستعرضة وفي موجة طولية', first)).toBe(1);
    expect(mentions('في الموجة المستعرضة وفي موجة طولية', second)).toBe(1);
  });

  test('a side of grammar words only keeps them', () => {
    const [first, second] = sideWords(['for', 'since']);
    expect([...first]).toEqual(['for']);
    expect([...second]).toEqual(['since']);
  });
});
