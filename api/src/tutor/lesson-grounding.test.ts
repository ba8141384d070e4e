/**
 * Conversations about a course lesson (GET /lesson/{lessonId}/conversation): the tutor receives the
 * lesson's most relevant sections, in the language of the question, each with its heading and id,
 * cites them as `[§ Heading](#section=<id>)`, and keeps "From the lesson" apart from "General
 * knowledge". Real HTTP through the app over a real store and the real course catalogue; the only
 * fake is the OpenAI-compatible server, whose recorded requests show what a model would be sent.
 */
import { createTestApp, requestJson, signUpUser, yearOneCatalogue, type TestApp } from '../testing.ts';
import { KEY_TERMS_SECTION, WORKED_EXAMPLE_SECTION } from './knowledge/lessons.ts';
import { inline } from './offline/messages.ts';
import { FILE_CITATION_RULES, LESSON_CITATION_RULES } from './prompts.ts';
import {
  createTutorHarness,
  formOf,
  sendJson,
  type PublicMessageJson,
  type TutorHarness,
} from './testing/harness.ts';
import { distinctiveWord, writtenLesson } from './testing/lessons.ts';

type Messages = { messages: PublicMessageJson[] };

const lesson = writtenLesson();

async function lessonConversation(app: TestApp['app'], token: string): Promise<string> {
  const response = await requestJson(app, 'GET', `/lesson/${lesson.id}/conversation`, { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { _id: string })._id;
}

/** The material blocks of a system prompt: their attributes and text. */
function blocksOf(system: string) {
  return [
    ...system.matchAll(/<material n="(\d+)" source="([^"]*)" section="([^"]*)">\n([\s\S]*?)\n<\/material>/g),
  ].map(([, n, source, section, text]) => ({ n: Number(n), source, section, text }));
}

describe('with the OpenAI-compatible provider: what is sent', () => {
  let h: TutorHarness;
  beforeEach(async () => {
    // The year-1 lessons alone: what these tests expect a plain question to find (testing.ts).
    h = await createTutorHarness({ catalogue: yearOneCatalogue() });
  });
  afterEach(async () => {
    await h.close();
  });

  const systemOf = (i: number) => String(h.fake.requests[i]?.body.messages?.[0]?.content);

  test.each(['en', 'ar'] as const)(
    'in %s, the section that answers comes first, named with the lesson, its heading and its id',
    async (lang) => {
      const conversationId = await lessonConversation(h.t.app, h.token);
      const { word, sectionId, heading } = distinctiveWord(lesson, lang);
      const question = lang === 'en' ? `What does ${word} mean here?` : `ما المقصود بـ${word} هنا؟`;
      const cited =
        lang === 'en'
          ? `**From the lesson**\n\nSee [§ ${heading}](#section=${sectionId}).`
          : `**من الدرس**\n\nانظر [§ ${heading}](#section=${sectionId}).`;
      h.fake.enqueue({ text: cited });
      const response = await sendJson(h, conversationId, { message: question });
      expect(response.status).toBe(200);

      const system = systemOf(0);
      expect(system).toContain(LESSON_CITATION_RULES);
      expect(system).not.toContain(FILE_CITATION_RULES);
      const blocks = blocksOf(system);
      expect(blocks.length).toBeGreaterThan(0);
      expect(blocks.length).toBeLessThanOrEqual(3);
      expect(blocks[0]).toEqual({
        n: 1,
        source: `${lesson.title[lang]}, ${heading}`,
        section: sectionId,
        text: lesson.sections.find((s) => s.id === sectionId)?.body[lang],
      });
      // The student's turn is their question alone; the reply is stored as written.
      expect(h.fake.requests[0]?.body.messages?.at(-1)).toEqual({ role: 'user', content: question });
      const { messages } = (await response.json()) as Messages;
      expect(messages[1]?.content).toBe(cited);
    },
  );

  test('a question about the lesson as a whole sends the whole lesson, in order', async () => {
    const conversationId = await lessonConversation(h.t.app, h.token);
    expect((await sendJson(h, conversationId, { message: 'Summarize this lesson for me' })).status).toBe(200);
    const blocks = blocksOf(systemOf(0));
    expect(blocks.map((b) => b.section)).toEqual([
      ...lesson.sections.map((s) => s.id),
      KEY_TERMS_SECTION,
      WORKED_EXAMPLE_SECTION,
    ]);
    expect(blocks[0]?.text).toBe(lesson.sections[0]?.body.en);
  });

  test('a plain conversation gets the course lessons that answer it, cited by their path; nothing when none does', async () => {
    const plain = await h.t.store.conversations.create({
      userId: h.userId,
      title: 'Plain',
      titled: true,
      at: '2025-03-01T08:00:00.000Z',
    });
    expect((await sendJson(h, plain._id, { message: 'What are the SI base units?' })).status).toBe(200);
    const system = systemOf(0);
    expect(system).toContain('MATERIAL');
    expect(system).toContain(
      'source="Physics 1 › A Physics Toolkit › Units and the Language of Physics › SI base units" lesson="y1-physics-1.u1-l1" section="s2"',
    );
    // Not the lesson conversation's own § citations: this conversation is about no one lesson.
    expect(system).not.toContain(LESSON_CITATION_RULES);
    expect((await sendJson(h, plain._id, { message: 'Who won the 2022 World Cup?' })).status).toBe(200);
    expect(systemOf(1)).not.toContain('MATERIAL');
  });
});

describe('with the offline study engine', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    // No provider configured: the offline study engine answers, from the year-1 lessons (testing.ts).
    t = await createTestApp({ catalogue: yearOneCatalogue() });
    token = (await signUpUser(t.app)).accessToken;
  });
  afterEach(async () => {
    await t.close();
  });

  async function ask(conversationId: string, message: string, hintFirst?: boolean): Promise<string> {
    const response = await t.app.request(`/ai-conversations/${conversationId}/messages`, {
      method: 'POST',
      body: formOf({ message, ...(hintFirst === undefined ? {} : { hintFirst: String(hintFirst) }) }),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as Messages;
    expect(messages[1]?.provider).toBe('offline');
    return messages[1]?.content ?? '';
  }

  test.each(['en', 'ar'] as const)(
    'in %s, quotes the section that answers under "From the lesson", with a link to the section',
    async (lang) => {
      const conversationId = await lessonConversation(t.app, token);
      const { word, sectionId, heading } = distinctiveWord(lesson, lang);
      const reply = await ask(
        conversationId,
        lang === 'en' ? `What does the lesson say about ${word}?` : `ماذا يقول الدرس عن ${word}؟`,
      );
      const title = inline(lesson.title[lang]);
      const link = `[§ ${inline(heading)}](#section=${sectionId})`;
      expect(reply).toMatch(
        lang === 'en'
          ? new RegExp(`^\\*\\*From the lesson\\*\\* “${escape(title)}”\\n\\nIn ${escape(link)}:\\n\\n> `)
          : new RegExp(`^\\*\\*من الدرس\\*\\* «${escape(title)}»\\n\\nفي ${escape(link)}:\\n\\n> `),
      );
      expect(reply).toContain(word);
    },
  );

  test('says plainly when the lesson does not cover the question', async () => {
    const conversationId = await lessonConversation(t.app, token);
    const reply = await ask(conversationId, 'Who painted the Mona Lisa?');
    expect(reply).toMatch(new RegExp(`^The lesson “${escape(inline(lesson.title.en))}” does not cover this`));
    expect(reply).not.toContain('#section=');
  });

  test('hint-first points to the section before quoting it', async () => {
    const conversationId = await lessonConversation(t.app, token);
    const { word, sectionId } = distinctiveWord(lesson, 'en');
    const hint = await ask(conversationId, `What is ${word}?`, true);
    expect(hint).toMatch(/^\*\*Let's work it out step by step\.\*\*/);
    expect(hint).toContain(`The lesson “${inline(lesson.title.en)}” ([§ `);
    expect(hint).toContain(`](#section=${sectionId}))`);
  });
});

/** A text as a literal part of a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
