import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { createLogger } from '../../logger.ts';
import { normalizeForSearch } from '../../search-text.ts';
import { loadGlossary, type Glossary, type GlossaryEntry } from '../glossary.ts';
import { createSavedContentKnowledge } from '../knowledge/saved-content.ts';
import { SAVED_ITEMS } from '../offline/fixtures/saved-items.ts';
import { HINT_CLOSING } from '../offline/messages.ts';
import { createImageReader } from '../offline/ocr.ts';
import type { Passage, TutorRequest, TutorTurn } from '../types.ts';
import { createOfflineProvider, replyChunks } from './offline.ts';

// A few glossary entries (test data in the shape of ../glossary.ts), found by whole words of either language.
const ENTRIES: GlossaryEntry[] = [
  {
    id: 'physics-acceleration',
    subject: 'physics',
    en: 'acceleration',
    ar: 'التسارع',
    definition: { en: 'The rate of change of velocity.', ar: 'معدل تغيّر السرعة المتجهة.' },
  },
  { id: 'physics-force', subject: 'physics', en: 'force', ar: 'القوة' },
  { id: 'physics-mass', subject: 'physics', en: 'mass', ar: 'الكتلة' },
  { id: 'biology-photosynthesis', subject: 'biology', en: 'photosynthesis', ar: 'البناء الضوئي' },
  {
    id: 'math-quadratic-equation',
    subject: 'mathematics',
    en: 'quadratic equation',
    ar: 'المعادلة التربيعية',
  },
];

const glossary: Glossary = {
  entries: ENTRIES,
  find(text: string) {
    const haystack = ` ${normalizeForSearch(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
    return ENTRIES.filter((entry) =>
      [entry.en, entry.ar].some((term) => haystack.includes(` ${normalizeForSearch(term)} `)),
    );
  },
  lookup(term: string) {
    const wanted = normalizeForSearch(term);
    return ENTRIES.find((entry) => [entry.en, entry.ar].some((t) => normalizeForSearch(t) === wanted));
  },
};

const logger = createLogger('silent');

function savedRepo() {
  return { listForUser: async (userId: string) => (userId === 'amal' ? SAVED_ITEMS : []) };
}

function provider(extra: Partial<Parameters<typeof createOfflineProvider>[0]> = {}) {
  return createOfflineProvider({
    knowledge: [createSavedContentKnowledge(savedRepo())],
    glossary,
    logger,
    ...extra,
  });
}

function request(text: string, options: Partial<TutorRequest> = {}): TutorRequest {
  return {
    userId: 'amal',
    student: { educationLevel: 'school', grade: 10 },
    uiLocale: 'en',
    hintFirst: false,
    history: [],
    question: { role: 'user', text },
    sources: [],
    signal: new AbortController().signal,
    ...options,
  };
}

async function collect(chunks: AsyncIterable<string>): Promise<{ text: string; chunks: string[] }> {
  const all: string[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return { text: all.join(''), chunks: all };
}

const answer = async (text: string, options: Partial<TutorRequest> = {}, engine = provider()) =>
  (await collect(engine.reply(request(text, options)))).text;

describe('offline provider', () => {
  it('says what it is', () => {
    expect(provider().info).toEqual({ kind: 'offline', model: 'nibras-offline' });
  });

  describe('summarize', () => {
    const english = [
      'Photosynthesis is the process by which green plants use light energy to make glucose from carbon dioxide and water.',
      'It takes place in the chloroplasts, which contain the green pigment chlorophyll.',
      'Many students find this topic interesting.',
      'Chlorophyll absorbs light energy, mostly red and blue light, and reflects green light.',
      'The weather was nice yesterday.',
      'In short, photosynthesis turns light energy into chemical energy stored in glucose.',
      'Let me know if you have questions!',
    ].join(' ');

    it('gives the key sentences of an English reply as bullet points, in order', async () => {
      const text = await answer('', { action: { kind: 'summarize', target: english } });
      expect(text).toMatch(/^\*\*Summary:\*\* the \d key sentences of this reply \(out of 7\):/);
      const bullets = text.split('\n').filter((line) => line.startsWith('- '));
      expect(bullets.length).toBeGreaterThanOrEqual(2);
      expect(bullets[0]).toMatch(/^- Photosynthesis is the process/);
      expect(bullets.at(-1)).toBe(
        '- In short, photosynthesis turns light energy into chemical energy stored in glucose.',
      );
      expect(text).not.toMatch(/weather/);
      expect(text).toMatch(/extractive summary by the offline study engine/);
    });

    it('answers in Arabic for an Arabic reply', async () => {
      const arabic =
        'البناء الضوئي هو العملية التي تصنع فيها النباتات الخضراء الجلوكوز من ثاني أكسيد الكربون والماء باستخدام طاقة الضوء. تحدث عملية البناء الضوئي في البلاستيدات الخضراء. كان الجو جميلًا بالأمس. باختصار، يحوّل البناء الضوئي طاقة الضوء إلى طاقة كيميائية.';
      const text = await answer('', { action: { kind: 'summarize', target: arabic } });
      expect(text).toMatch(/^\*\*الملخص:\*\* أهم (جملتين|\d جمل) من هذا الرد \(من أصل 4\):/);
      expect(text).toMatch(/^- البناء الضوئي هو العملية/m);
      expect(text).not.toMatch(/الجو/);
    });
  });

  describe('questions and retrieval', () => {
    it('quotes the saved item that answers an English question and names it', async () => {
      const text = await answer("What does Newton's second law say?");
      expect(text).toContain("From your saved item “Newton's laws”:");
      expect(text).toMatch(
        /^> .*second law says that the acceleration of an object is directly proportional/m,
      );
    });

    it('quotes the saved item that answers an Arabic question, in Arabic', async () => {
      const text = await answer('ما هو التسارع؟', { uiLocale: 'en' });
      expect(text).toContain('إليك ما تقوله موادك:');
      expect(text).toContain('من محتواك المحفوظ «السرعة والتسارع»:');
      expect(text).toMatch(/^> .*التسارع هو معدل تغيّر السرعة المتجهة/m);
      // The glossary's definition of the term in the question, in Arabic.
      expect(text).toContain('- **التسارع** (acceleration): معدل تغيّر السرعة المتجهة.');
    });

    it('says plainly when nothing relevant is found, and what it is', async () => {
      const english = await answer('Who painted the Mona Lisa?');
      expect(english).toMatch(
        /^I couldn't find this in our course lessons, your saved content or your files\./,
      );
      expect(english).toMatch(/offline study engine/);
      expect(english).toMatch(/your school can configure an AI provider/);
      const arabic = await answer('من رسم لوحة الموناليزا؟');
      expect(arabic).toMatch(/^لم أجد هذا في دروس المقررات ولا في المحتوى الذي حفظته ولا في ملفاتك\./);
      expect(arabic).toMatch(/محرك المذاكرة المدمج/);
    });

    it('puts the conversation’s file first, citing its pages, and the rest under general knowledge', async () => {
      const sources: Passage[] = [
        {
          source: { kind: 'file', id: 'file-1', title: 'Physics book', page: 12 },
          text: "Newton's second law: the net force on a body equals its mass times its acceleration.",
        },
        {
          source: { kind: 'file', id: 'file-1', title: 'Physics book', page: 40 },
          text: 'Optics and lenses.',
        },
      ];
      const text = await answer("Newton's second law and force", { sources });
      expect(text).toMatch(
        /^\*\*From your file\*\* “Physics book”\n\nOn \[p\. 12\]\(#page=12\):\n\n> Newton's second law/,
      );
      const general = text.indexOf('**General knowledge**');
      const saved = text.indexOf("From your saved item “Newton's laws”:");
      expect(general).toBeGreaterThan(-1);
      expect(saved).toBeGreaterThan(general);
      expect(text).not.toContain('#page=40');

      const arabic = await answer('ما قانون نيوتن الثاني؟', {
        sources: [
          {
            source: { kind: 'file', id: 'file-2', title: 'كتاب الفيزياء', page: 7 },
            text: 'قانون نيوتن الثاني: القوة المحصلة تساوي الكتلة في التسارع.',
          },
        ],
      });
      expect(arabic).toMatch(
        /^\*\*من ملفك\*\* «كتاب الفيزياء»\n\nفي \[ص 7\]\(#page=7\):\n\n> قانون نيوتن الثاني/,
      );
    });

    it('says plainly when the conversation’s file does not cover the question', async () => {
      const sources: Passage[] = [
        {
          source: { kind: 'file', id: 'file-1', title: 'Physics book', page: 1 },
          text: 'Optics and lenses.',
        },
      ];
      const text = await answer('Who painted the Mona Lisa?', { sources });
      expect(text).toMatch(/^Your file “Physics book” does not cover this/);
      expect(text).not.toContain('#page=');
    });

    it('explains a reply from the student’s material, with the glossary’s definitions', async () => {
      const target = 'The acceleration of the cart depends on the force and its mass.';
      const text = await answer('', { action: { kind: 'explain', target } });
      expect(text).toMatch(/^Here is what your material says about the topics of this reply:/);
      expect(text).toContain("From your saved item “Newton's laws”:");
      expect(text).toContain('**From the glossary:**');
      expect(text).toContain('- **acceleration** (التسارع): The rate of change of velocity.');
    });

    it('gives examples found in the student’s material', async () => {
      const target = "Newton's second law relates force, mass and acceleration.";
      const text = await answer('', { action: { kind: 'examples', target } });
      expect(text).toMatch(/^Examples from your material:/);
      expect(text).toContain('> - For example, pushing a 2 kg cart with a net force of 10 N');
    });

    it('introduces itself when greeted or asked what it can do', async () => {
      expect(await answer('Hello!')).toMatch(/^I'm Nibras's \*\*offline study engine\*\*/);
      expect(await answer('What can you do?')).toMatch(/\*\*Summarize\*\* text you paste/);
      expect(await answer('السلام عليكم')).toMatch(/^أنا \*\*محرك المذاكرة المدمج\*\*/);
    });
  });

  describe('translate', () => {
    it('lists the curriculum terms of an English reply with their Arabic translations', async () => {
      const target = 'A net force on a mass causes acceleration. Photosynthesis is unrelated.';
      const text = await answer('', { action: { kind: 'translate', target } });
      expect(text).toContain('| المصطلح | الترجمة | المادة |');
      expect(text).toContain('| acceleration | التسارع | الفيزياء |');
      expect(text).toContain('| force | القوة | الفيزياء |');
      expect(text).toContain('| photosynthesis | البناء الضوئي | الأحياء |');
      expect(text).toMatch(/ترجمة الرد كاملًا فتحتاج إلى مزوّد الذكاء الاصطناعي/);
    });

    it('lists the curriculum terms of an Arabic reply with their English translations', async () => {
      const target = 'تُحل المعادلة التربيعية بالقانون العام، وتعتمد القوة على الكتلة.';
      const text = await answer('', { action: { kind: 'translate', target } });
      expect(text).toContain('| Term | Translation | Subject |');
      expect(text).toContain('| المعادلة التربيعية | quadratic equation | Mathematics |');
      expect(text).toContain('| القوة | force | Physics |');
      expect(text).toContain('| الكتلة | mass | Physics |');
      expect(text).toMatch(/A full translation of the whole reply needs the AI provider/);
    });

    it('says so when the reply has no glossary terms', async () => {
      const text = await answer('', { action: { kind: 'translate', target: 'The weather is nice today.' } });
      expect(text).toMatch(/^لم أجد في هذا الرد مصطلحات دراسية من المسرد\./);
      expect(
        await answer('in English please', { action: { kind: 'translate', target: 'The weather.' } }),
      ).toMatch(/^I found no curriculum terms/);
    });
  });

  describe('with the curriculum glossary (loadGlossary)', () => {
    it('translates the curriculum terms of a reply in both directions and defines a term asked about', async () => {
      const engine = provider({ glossary: loadGlossary() });
      const english = await answer(
        '',
        {
          action: {
            kind: 'translate',
            target: 'The acceleration of a body depends on the net force and its mass.',
          },
        },
        engine,
      );
      expect(english).toMatch(/^\| acceleration \| التسارع \| الفيزياء \|$/m);
      expect(english).toMatch(/^\| mass \| الكتلة \| الفيزياء \|$/m);
      const arabic = await answer(
        '',
        { action: { kind: 'translate', target: 'تتكون الخلية من النواة والسيتوبلازم.' } },
        engine,
      );
      expect(arabic).toMatch(/^\| الخلية \| cell \| Biology \|$/m);
      const defined = await answer('What is acceleration?', {}, engine);
      expect(defined).toContain('**From the glossary:**');
      expect(defined).toMatch(/^- \*\*acceleration\*\* \(التسارع\): \S/m);
    });
  });

  describe('hint-first', () => {
    it('gives hints instead of the passage, then the full quote when asked again', async () => {
      const question = "What does Newton's second law say?";
      const hint = await answer(question, { hintFirst: true });
      expect(hint).toMatch(/^\*\*Let's work it out step by step\.\*\*/);
      expect(hint).toContain("Your saved item “Newton's laws” covers this: look at what it says about");
      expect(hint).toMatch(/Fill in the blank: “.*____.*”/);
      expect(hint).toContain(HINT_CLOSING.en);
      expect(hint).not.toMatch(/^> /m);

      const history: TutorTurn[] = [
        { role: 'user', text: question },
        { role: 'assistant', text: hint },
      ];
      const full = await answer('Show me the full answer please', { hintFirst: true, history });
      expect(full).toContain("From your saved item “Newton's laws”:");
      expect(full).toMatch(/^> .*second law says/m);
      const repeated = await answer(question, { hintFirst: true, history });
      expect(repeated).toMatch(/^> .*second law says/m);
      // A new question after a hint is hinted again.
      const other = await answer('What is photosynthesis?', { hintFirst: true, history });
      expect(other).toContain(HINT_CLOSING.en);
    });

    it('hints in Arabic', async () => {
      const hint = await answer('ما هو التسارع؟', { hintFirst: true });
      expect(hint).toMatch(/^\*\*لنحلّها خطوة بخطوة\.\*\*/);
      expect(hint).toContain('محتواك المحفوظ «السرعة والتسارع» يتناول هذا');
      expect(hint).toContain(HINT_CLOSING.ar);
    });
  });

  describe('streaming and stopping', () => {
    it('streams the reply in several chunks that add up to it', async () => {
      const { text, chunks } = await collect(provider().reply(request("What does Newton's second law say?")));
      expect(chunks.length).toBeGreaterThan(3);
      expect(chunks.join('')).toBe(text);
      expect(replyChunks('A 3.14 value. Next?\nLine')).toEqual(['A 3.14 value. ', 'Next?', '\n', 'Line']);
    });

    it('stops quietly when the signal is aborted', async () => {
      const controller = new AbortController();
      const chunks: string[] = [];
      for await (const chunk of provider().reply(
        request("What does Newton's second law say?", { signal: controller.signal }),
      )) {
        chunks.push(chunk);
        if (chunks.length === 2) controller.abort();
      }
      expect(chunks).toHaveLength(2);
      const aborted = new AbortController();
      aborted.abort();
      expect(
        (await collect(provider().reply(request('photosynthesis', { signal: aborted.signal })))).chunks,
      ).toEqual([]);
    });
  });

  describe('photos', () => {
    let langDir: string;
    let reader: ReturnType<typeof createImageReader>;

    beforeAll(async () => {
      langDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nibras-ocr-provider-'));
      reader = createImageReader({ logger, langDir });
    });

    afterAll(async () => {
      await reader.close();
      await fs.rm(langDir, { recursive: true, force: true });
    });

    it('reads the question from a photo and answers it', async () => {
      const bytes = new Uint8Array(
        await fs.readFile(path.join(__dirname, '../offline/fixtures/english.png')),
      );
      const engine = provider({ readImage: reader.readImage, close: reader.close });
      const text = await answer(
        '',
        { question: { role: 'user', text: '', image: { mime: 'image/png', bytes } } },
        engine,
      );
      expect(text).toMatch(/^\*\*Text read from your photo:\*\*\n\n> What is Newton's second law\?/);
      expect(text).toContain("From your saved item “Newton's laws”:");
    }, 60_000);

    it('says the photo could not be read clearly when it has no text', async () => {
      const engine = provider({ readImage: reader.readImage });
      const image = { mime: 'image/png', bytes: blankPng(240, 80) };
      expect(await answer('', { question: { role: 'user', text: '', image } }, engine)).toMatch(
        /^I couldn't read the text in this photo clearly\. Try cropping it closer/,
      );
      expect(
        await answer('', { uiLocale: 'ar', question: { role: 'user', text: '', image } }, engine),
      ).toMatch(/^لم أتمكن من قراءة النص في هذه الصورة بوضوح/);
    }, 60_000);

    it('fails with the unreadable-image error when the bytes cannot be decoded', async () => {
      const engine = provider({ readImage: reader.readImage });
      const image = { mime: 'image/png', bytes: blankPng(40, 40).slice(0, 30) };
      await expect(answer('', { question: { role: 'user', text: '', image } }, engine)).rejects.toMatchObject(
        {
          name: 'TutorError',
          failure: 'unreadableImage',
          status: 422,
        },
      );
    }, 60_000);

    it('says photos cannot be read when no reader is configured', async () => {
      const image = { mime: 'image/png', bytes: blankPng(10, 10) };
      expect(await answer('', { question: { role: 'user', text: '', image } })).toMatch(
        /^Reading text from photos is not available on this server/,
      );
    });
  });
});

/** A white PNG (8-bit greyscale), written byte by byte. */
function blankPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0xff);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter type "none" on each row
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('a calculation the engine does not work out', () => {
  it('says so plainly, naming the kind, then answers from what it has', async () => {
    const en = await collect(
      provider().reply(request('Find the limit of (x^2 - 4)/(x - 2) as x approaches 2')),
    );
    expect(en.text).toMatch(/^I can't work out limits step by step offline yet/);
    const ar = await collect(
      provider().reply(request('أوجد نهاية (س^2 - 4)/(س - 2) عندما تقترب س من 2', { uiLocale: 'ar' })),
    );
    expect(ar.text).toMatch(/^لا أستطيع بعدُ حلّ النهايات خطوة بخطوة/);
    // A question about limits, not a calculation: no such sentence.
    const about = await collect(provider().reply(request('What is a limit in calculus?')));
    expect(about.text).not.toContain("I can't work out");
  });
});
