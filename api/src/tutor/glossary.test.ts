import fs from 'node:fs';
import path from 'node:path';
import {
  GLOSSARY_DIR,
  GLOSSARY_SUBJECTS,
  GlossaryFileSchema,
  createGlossary,
  loadGlossary,
  readGlossaryFile,
  type GlossaryEntry,
} from './glossary.ts';
import { QUERY_WORDS, isStopWord } from './offline/stopwords.ts';
import { normalizeForSearch } from '../search-text.ts';

function readJson(subject: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(GLOSSARY_DIR, `${subject}.json`), 'utf8'));
}

const ids = (entries: readonly GlossaryEntry[]) => entries.map((entry) => entry.id);

describe('the glossary files', () => {
  test.each(GLOSSARY_SUBJECTS)('%s.json follows the schema', (subject) => {
    const result = GlossaryFileSchema.safeParse(readJson(subject));
    expect(result.success ? [] : result.error.issues).toEqual([]);
    const entries = result.data ?? [];
    for (const entry of entries) expect(entry.id.startsWith(`${subject}.`)).toBe(true);
    expect(entries.length).toBeGreaterThanOrEqual(60);
    // A definition may be left out for a self-explanatory term, but most terms have one.
    const defined = entries.filter((entry) => entry.definition).length;
    expect(defined / entries.length).toBeGreaterThanOrEqual(0.8);
  });

  test('hold at least 300 terms in all, with unique ids, each tagged with its subject', () => {
    const { entries } = loadGlossary();
    expect(entries.length).toBeGreaterThanOrEqual(300);
    expect(new Set(ids(entries)).size).toBe(entries.length);
    for (const entry of entries) expect(entry.id.split('.')[0]).toBe(entry.subject);
    // The files' entries, then the course lessons' key terms the files lack (lessonId set).
    expect(entries.filter((entry) => entry.lessonId === undefined).length).toBe(
      GLOSSARY_SUBJECTS.reduce((sum, subject) => sum + readGlossaryFile(subject).length, 0),
    );
  });

  test('write English with no Arabic letters and Arabic with no Latin words', () => {
    for (const entry of loadGlossary().entries) {
      for (const english of [entry.en, entry.definition?.en ?? 'x'])
        expect(english).not.toMatch(/[\u0600-\u06FF]/);
      expect(entry.ar).toMatch(/[\u0621-\u064A]/);
      // Terms are Arabic only; definitions may quote English examples or use symbols (DNA, m/s²).
      expect(entry.ar).not.toMatch(/[A-Za-z]/);
    }
  });

  test('spell with hamza the common words that need one', () => {
    // Bare-alif spellings of words that always carry a hamza or madda in Modern Standard Arabic.
    const wrong = new Set(
      'الى اذا او ان انه انها انهما اي اكثر اقل اكبر اصغر اعلى ادنى اول احد احدى اخرى اخر ايضا اما الا اذ اين اساس اساسي'.split(
        ' ',
      ),
    );
    const fine = new Set(['واحد', 'واحدة']);
    const problems: string[] = [];
    for (const entry of loadGlossary().entries) {
      for (const text of [entry.ar, entry.definition?.ar ?? '']) {
        const words = text.replace(/[\u064B-\u0652\u0670]/g, '').match(/[\u0621-\u064A]+/g) ?? [];
        for (const word of words) {
          if (fine.has(word)) continue;
          const bare = /^[وف]/.test(word) && wrong.has(word.slice(1)) ? word.slice(1) : word;
          if (wrong.has(bare)) problems.push(`${entry.id}: ${word}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('GlossaryFileSchema', () => {
  const good = { id: 'physics.velocity', en: 'velocity', ar: 'السرعة المتجهة' };
  const check = (entries: unknown[]) => GlossaryFileSchema.safeParse(entries).success;

  test('accepts a well-formed file, quoted English examples and symbols in Arabic', () => {
    expect(check([good])).toBe(true);
    const quoted = {
      id: 'english.definite-article',
      en: 'definite article',
      ar: 'أداة التعريف',
      definition: { en: 'The word "the".', ar: 'الكلمة "the" قبل الاسم المحدد.' },
    };
    expect(check([quoted])).toBe(true);
    const symbols = {
      id: 'biology.nucleus',
      en: 'nucleus',
      ar: 'النواة',
      definition: { en: 'Holds the DNA.', ar: 'تحوي DNA الخلية، ويقاس الرقم الهيدروجيني pH بالقيمة x.' },
    };
    expect(check([symbols])).toBe(true);
    expect(
      check([good, { id: 'physics.newtons-first-law', en: "Newton's first law", ar: 'قانون نيوتن الأول' }]),
    ).toBe(true);
  });

  test.each([
    ['an empty Arabic term', [{ ...good, ar: '' }]],
    ['an empty English term', [{ ...good, en: '' }]],
    ['an Arabic term with no Arabic letters', [{ ...good, ar: '...' }]],
    ['a Latin word in Arabic', [{ ...good, ar: 'السرعة velocity' }]],
    ['an Arabic letter in English', [{ ...good, en: 'velocity السرعة', id: 'physics.velocity' }]],
    ['spaces around a term', [{ ...good, en: ' velocity' }]],
    ['an id that is not the kebab-case English term', [{ ...good, id: 'physics.speed' }]],
    ['an id without its subject', [{ ...good, id: 'velocity' }]],
    ['an unknown subject', [{ ...good, id: 'history.velocity' }]],
    ['two subjects in one file', [good, { id: 'biology.cell', en: 'cell', ar: 'الخلية' }]],
    ['the same English term twice', [good, { id: 'physics.velocity', en: 'Velocity', ar: 'السرعة' }]],
    ['the same Arabic term twice', [good, { id: 'physics.speed', en: 'speed', ar: 'السُّرعة المتجهة' }]],
    ['a definition missing its Arabic', [{ ...good, definition: { en: 'Rate of change of position.' } }]],
    ['a definition with an empty sentence', [{ ...good, definition: { en: 'Rate.', ar: '' } }]],
    ['an unknown field', [{ ...good, plural: 'velocities' }]],
  ])('rejects %s', (_name, entries) => {
    expect(check(entries)).toBe(false);
  });
});

describe('find', () => {
  const glossary = loadGlossary();

  test('finds English terms as whole words, longest first, each once, in the order they appear', () => {
    const found = glossary.find(
      'Velocity is not speed: the average velocity of a car tells you its displacement per second. ' +
        'The VELOCITY changes when there is acceleration.',
    );
    expect(ids(found)).toEqual([
      'physics.velocity',
      'physics.speed',
      'physics.average-velocity',
      'physics.displacement',
      'physics.acceleration',
    ]);
  });

  test('prefers a multi-word term to its parts and never overlaps', () => {
    expect(ids(glossary.find('Draw the velocity-time graph.'))).toEqual(['physics.velocity-time-graph']);
    expect(ids(glossary.find('the cell membrane of a eukaryotic cell'))).toEqual([
      'biology.cell-membrane',
      'biology.eukaryotic-cell',
    ]);
    expect(ids(glossary.find('السرعة المتجهة المتوسطة'))).toEqual(['physics.average-velocity']);
  });

  test('takes the longest match even when a shorter one starts earlier', () => {
    const small = createGlossary([
      { id: 'physics.alpha', subject: 'physics', en: 'alpha', ar: 'ألف' },
      { id: 'physics.alpha-beta', subject: 'physics', en: 'alpha beta', ar: 'ألف باء' },
      { id: 'physics.beta-gamma-delta', subject: 'physics', en: 'beta gamma delta', ar: 'باء جيم دال' },
    ]);
    expect(ids(small.find('alpha beta gamma delta'))).toEqual(['physics.alpha', 'physics.beta-gamma-delta']);
    expect(ids(small.find('alpha beta gamma'))).toEqual(['physics.alpha-beta']);
  });

  test('matches plurals and possessives but not parts of words', () => {
    expect(ids(glossary.find('Forces act on electrons; the halogens are nonmetals.'))).toEqual([
      'physics.force',
      'chemistry.electron',
      'chemistry.halogens',
      'chemistry.nonmetal',
    ]);
    expect(ids(glossary.find("Newton's second law, or Newtons second law"))).toEqual([
      'physics.newtons-second-law',
    ]);
    expect(glossary.find('a massive, forceful, cellular cellphone')).toEqual([]);
  });

  test('does not join words across sentence punctuation', () => {
    expect(ids(glossary.find('Look at the cell. Membrane is the next word.'))).toEqual(['biology.cell']);
    expect(ids(glossary.find('السرعة، المتجهة'))).toEqual(['physics.speed']);
  });

  test('finds Arabic terms with diacritics, the article and attached prefixes', () => {
    expect(ids(glossary.find('السُّرْعَةُ المُتَّجِهَةُ تختلف عن السرعة'))).toEqual([
      'physics.velocity',
      'physics.speed',
    ]);
    expect(ids(glossary.find('ندرس التسارع والقوة المحصلة وبالقصور الذاتي'))).toEqual([
      'physics.acceleration',
      'physics.net-force',
      'physics.inertia',
    ]);
    expect(ids(glossary.find('للخلية غشاء، وللغشاء البلازمي نفاذية اختيارية'))).toEqual([
      'biology.cell',
      'biology.cell-membrane',
      'biology.selective-permeability',
    ]);
    expect(ids(glossary.find('فالمعادلة صحيحة وكالمتباينة'))).toEqual([
      'mathematics.equation',
      'mathematics.inequality',
    ]);
    // Hamza and ta marbuta forms as students type them.
    expect(ids(glossary.find('الاحتكاك والالكترون والطاقه'))).toEqual([
      'physics.friction',
      'chemistry.electron',
      'biology.energy',
    ]);
  });

  test('finds Arabic sound plurals and duals', () => {
    expect(ids(glossary.find('تتحرك الإلكترونات حول النواة في الذرات'))).toEqual([
      'chemistry.electron',
      'chemistry.nucleus',
      'chemistry.atom',
    ]);
    expect(ids(glossary.find('الزاويتين المتبادلتين داخليًا متطابقتان'))).toEqual([
      'mathematics.alternate-interior-angles',
    ]);
    expect(ids(glossary.find('حل المعادلات'))).toEqual(['mathematics.equation']);
  });

  test('gives a term that several subjects share to the subject the text is about', () => {
    const chemistry = glossary.find('The nucleus of an atom holds its protons and neutrons.');
    expect(chemistry[0]?.id).toBe('chemistry.nucleus');
    const biology = glossary.find('The nucleus controls the cell, and ribosomes make proteins.');
    expect(biology[0]?.id).toBe('biology.nucleus');
    const arabic = glossary.find('تحوي النواة البروتونات والنيوترونات');
    expect(arabic[0]?.id).toBe('chemistry.nucleus');
    expect(ids(glossary.find('In an essay the conclusion sums up each paragraph.'))).toContain(
      'english.conclusion',
    );
  });

  test('matches a term in its sense, not a word inside a phrase', () => {
    // "is used to make" is the passive, not the grammar of "used to"; quoted or asked about, it is.
    expect(ids(glossary.find('Chlorophyll is used to make glucose.'))).not.toContain('english.used-to');
    expect(ids(glossary.find('What does "used to" mean?'))).toContain('english.used-to');
    expect(ids(glossary.find('How do I use used to in a sentence?'))).toContain('english.used-to');
    // Grammar words never match alone: "for two years" is not the English course's "for".
    expect(ids(glossary.find('I have lived here for two years since 2020.'))).toEqual([]);
    // كم (how many) is a question word, not الكم (quantum); الكم written whole still is.
    expect(ids(glossary.find('كم عدد الوحدات الأساسية؟'))).not.toContain('chemistry.quantum');
    expect(ids(glossary.find('ما هو الكم؟'))).toContain('chemistry.quantum');
    // ملاحظات are a student's notes, not scientific observation (الملاحظة).
    expect(ids(glossary.find('رتّب ملاحظات الدرس'))).not.toContain('biology.observation');
    expect(ids(glossary.find('الملاحظة العلمية أول خطوات البحث'))).toContain('biology.observation');
  });

  test('returns nothing for text without terms', () => {
    expect(glossary.find('')).toEqual([]);
    expect(glossary.find('Hello, how are you today?')).toEqual([]);
    expect(glossary.find('مرحبًا بك')).toEqual([]);
  });

  test('finds every entry from its own English and Arabic term', () => {
    const missed: string[] = [];
    for (const entry of glossary.entries) {
      for (const term of [entry.en, entry.ar]) {
        // The English course's words and phrases, and terms made only of grammar or asking words (the
        // statistics "mean", not "what does it mean"), are found where a text quotes them (next test).
        const grammarOnly = normalizeForSearch(term)
          .split(/\s+/)
          .every((word) => isStopWord(word) || QUERY_WORDS.has(word));
        const found = glossary.find(entry.subject === 'english' || grammarOnly ? `"${term}"` : term);
        if (found.length !== 1 || (found[0]?.en !== entry.en && found[0]?.ar !== entry.ar))
          missed.push(`${entry.id} (${term}): ${ids(found).join(', ')}`);
      }
    }
    expect(missed).toEqual([]);
  });

  // Its time (typically about 1 ms) is bench/tutor.mjs's glossary figure.
  test('reads a 2,000-word reply whole: the terms of both languages, each once', () => {
    const sentence =
      'The net force on a moving object changes its velocity and its acceleration, while the cell ' +
      'membrane controls diffusion in a eukaryotic cell. السرعة المتجهة والتسارع والغشاء البلازمي والمعادلة.';
    const words = sentence.split(' ');
    const reply = Array.from({ length: 2000 }, (_, i) => words[i % words.length]).join(' ');
    const found = ids(glossary.find(reply));
    expect(found).toEqual(
      expect.arrayContaining([
        'physics.net-force',
        'physics.velocity',
        'physics.acceleration',
        'biology.cell-membrane',
        'biology.diffusion',
        'biology.eukaryotic-cell',
        'mathematics.equation',
      ]),
    );
    // The sentence eighty times over gives what it gives once (each entry once), on every call.
    expect(found).toEqual(ids(glossary.find(sentence)));
    expect(ids(glossary.find(reply))).toEqual(found);
  });
});

describe('lookup', () => {
  const glossary = loadGlossary();

  test('finds a term from English, whatever its case', () => {
    expect(glossary.lookup('velocity')).toMatchObject({ id: 'physics.velocity', ar: 'السرعة المتجهة' });
    expect(glossary.lookup('Photosynthesis')?.ar).toBe('البناء الضوئي');
    expect(glossary.lookup('  CELL MEMBRANE ')?.ar).toBe('الغشاء البلازمي');
    expect(glossary.lookup('mole')).toMatchObject({ subject: 'chemistry', ar: 'المول' });
    expect(glossary.lookup('Equations')?.id).toBe('mathematics.equation');
  });

  test('finds a term from Arabic, normalized', () => {
    expect(glossary.lookup('السرعة المتجهة')?.en).toBe('velocity');
    expect(glossary.lookup('السرعة')?.en).toBe('speed');
    expect(glossary.lookup('التَّسَارُع')?.en).toBe('acceleration');
    expect(glossary.lookup('تسارع')?.en).toBe('acceleration');
    expect(glossary.lookup('والمعادلة')?.en).toBe('equation');
    expect(glossary.lookup('الإلكترونات')?.en).toBe('electron');
    expect(glossary.lookup('المول')?.definition?.en).toMatch(/amount of substance/);
  });

  test('round-trips every entry in both languages', () => {
    const missed: string[] = [];
    for (const entry of glossary.entries) {
      if (glossary.lookup(entry.en)?.en !== entry.en) missed.push(`${entry.id} (en)`);
      if (glossary.lookup(entry.ar)?.ar !== entry.ar) missed.push(`${entry.id} (ar)`);
    }
    expect(missed).toEqual([]);
  });

  test('finds nothing for unknown terms, blanks or more than one term', () => {
    expect(glossary.lookup('')).toBeUndefined();
    expect(glossary.lookup('  ')).toBeUndefined();
    expect(glossary.lookup('spaceship')).toBeUndefined();
    expect(glossary.lookup('velocity of light')).toBeUndefined();
    expect(glossary.lookup('السرعة والتسارع')).toBeUndefined();
  });
});

test('loadGlossary reads the files once', () => {
  expect(loadGlossary()).toBe(loadGlossary());
});
