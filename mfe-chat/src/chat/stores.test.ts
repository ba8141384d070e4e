// The chat's stores against a real HTTP server that speaks the tutor's contract (test-helpers.tsx).
import { watchTimeouts } from '@nibras/shared-ui/testing';
import { chatApi } from './api';
import { createChatStore } from './chatStore';
import { createListStore } from './listStore';
import {
  NOT_AN_IMAGE,
  PNG_BYTES,
  ScriptFailure,
  contractClient,
  gate,
  startContractServer,
  until,
  type ContractServer,
} from './test-helpers';

let server: ContractServer;
beforeEach(async () => {
  server = await startContractServer();
});
afterEach(() => server.close());

const api = (locale?: 'en' | 'ar') => chatApi(contractClient(server), locale);
const png = (name = 'q.png') => new File([PNG_BYTES], name, { type: 'image/png' });

async function openStore(id: string, options = {}) {
  const store = createChatStore(api('ar'), id, options);
  await store.getState().open();
  return store;
}

describe('the conversation store', () => {
  it('reads the conversation, sends a message as multipart and streams the reply into the state', async () => {
    const conversation = server.seed('New conversation');
    const hold = gate();
    server.script = async (reply) => {
      await reply.token('The mole ');
      await hold.opened;
      await reply.token('is a unit.');
    };
    const store = await openStore(conversation._id);
    expect(store.getState()).toMatchObject({
      status: 'ready',
      messages: [],
      conversation: { title: 'New conversation' },
    });

    const sending = store.getState().send({ text: '  What is a mole?\n ', file: png(), hintFirst: true });
    // At once: the student's message, then the first words while the rest is held back.
    expect(store.getState().messages).toMatchObject([{ sender: 'user', content: 'What is a mole?' }]);
    await until(() => store.getState().reply?.text === 'The mole ');
    expect(store.getState().reply?.phase).toBe('streaming');
    expect(store.getState().messages[0]?._id).toMatch(/^m/); // the saved message (meta)
    hold.open();
    await expect(sending).resolves.toEqual({ ok: true });

    const state = store.getState();
    expect(state.reply).toBeNull();
    expect(state.messages.map((m) => [m.sender, m.content])).toEqual([
      ['user', 'What is a mole?'],
      ['model', 'The mole is a unit.'],
    ]);
    expect(state.provider).toEqual({ kind: 'openai', model: 'fake-tutor-1' });
    const [call] = server.callsTo('POST', `/ai-conversations/${conversation._id}/messages`);
    expect(call?.headers.accept).toBe('text/event-stream');
    expect(call?.headers['accept-language']).toBe('ar');
    expect(call?.fields).toEqual({ message: 'What is a mole?', hintFirst: 'true' });
    expect(call?.file).toMatchObject({ name: 'q.png', type: 'image/png', size: PNG_BYTES.length });
    // The first exchange titles the conversation: the store reads the new title.
    await until(() => store.getState().conversation?.title === 'What is a mole?');
  });

  it('stops through the API: the reply ends with the text so far, marked stopped', async () => {
    const conversation = server.seed('T');
    server.script = async (reply) => {
      await reply.token('Half an');
      await new Promise((resolve) => reply.signal.addEventListener('abort', resolve));
    };
    const store = await openStore(conversation._id);
    const sending = store.getState().send({ text: 'Explain' });
    await until(() => store.getState().reply?.text === 'Half an');
    await store.getState().stop();
    await expect(sending).resolves.toEqual({ ok: true });
    expect(server.callsTo('POST', `/ai-conversations/${conversation._id}/stop`)).toHaveLength(1);
    expect(store.getState().messages.at(-1)).toMatchObject({
      sender: 'model',
      content: 'Half an',
      stopped: true,
    });
    expect(store.getState().completed).toMatchObject({ stopped: true });
    expect(store.getState().messages.at(-1)?._id).toMatch(/^m/);
  });

  it('cuts the stream itself when the stop call takes longer than allowed, then reads what the API saved', async () => {
    const conversation = server.seed('T');
    const slowStop = gate();
    server.stopGate = slowStop.opened;
    server.script = async (reply) => {
      await reply.token('Half');
      await new Promise((resolve) => reply.signal.addEventListener('abort', resolve));
    };
    const store = await openStore(conversation._id, { stopTimeoutMs: 150, syncDelayMs: 50 });
    const sending = store.getState().send({ text: 'Explain' });
    await until(() => store.getState().reply?.text === 'Half');
    // The order of events, not the time: stop() gives up on the stop call when its stopTimeoutMs
    // timer fires (the API has not answered: its answer is held), and only then.
    let stopped = false;
    const firedBeforeStopped: boolean[] = [];
    const late = watchTimeouts(150, () => firedBeforeStopped.push(!stopped));
    try {
      await store.getState().stop();
      stopped = true;
    } finally {
      late.restore();
    }
    expect(firedBeforeStopped).toEqual([true]);
    await expect(sending).resolves.toEqual({ ok: true });
    // At once: the text so far, marked stopped (a local copy)...
    expect(store.getState().messages.at(-1)).toMatchObject({ content: 'Half', stopped: true });
    // ...then the one the API saved when the connection closed.
    await until(() => /^m/.test(store.getState().messages.at(-1)?._id ?? ''));
    expect(store.getState().messages.at(-1)).toMatchObject({ content: 'Half', stopped: true });
    slowStop.open();
  });

  it('a refused message (415) is taken back, with the API’s message', async () => {
    const conversation = server.seed('T');
    const store = await openStore(conversation._id);
    const result = await store.getState().send({
      text: 'look',
      file: new File(['not an image'], 'fake.png', { type: 'image/png' }),
    });
    expect(result).toMatchObject({ ok: false, kept: false, error: { status: 415, text: NOT_AN_IMAGE } });
    expect(store.getState().messages).toEqual([]);
    expect(store.getState().reply).toBeNull();
  });

  it('a provider failure mid-stream keeps the saved message (regenerate then answers it)', async () => {
    const conversation = server.seed('T');
    const failure = { en: 'The tutor is unavailable.', ar: 'المعلّم غير متاح.' };
    server.script = async (reply) => {
      await reply.token('Par');
      throw new ScriptFailure(failure, 503);
    };
    const store = await openStore(conversation._id);
    const result = await store.getState().send({ text: 'Question' });
    expect(result).toMatchObject({ ok: false, kept: true, error: { status: 503, text: failure } });
    expect(store.getState().messages.map((m) => m.content)).toEqual(['Question']);

    server.script = async (reply) => {
      await reply.token(`Answer to ${reply.request.text}`);
    };
    await expect(store.getState().regenerate({ hintFirst: false })).resolves.toEqual({ ok: true });
    expect(store.getState().messages.map((m) => m.content)).toEqual(['Question', 'Answer to Question']);
  });

  it('regenerates the last reply in its place', async () => {
    const conversation = server.seed('T', [
      { sender: 'user', content: 'Q' },
      { sender: 'model', content: 'Old' },
    ]);
    server.script = async (reply) => {
      await reply.token(`New (${reply.kind}, hints ${reply.request.hintFirst})`);
    };
    const store = await openStore(conversation._id);
    const oldId = store.getState().messages[1]?._id;
    await expect(store.getState().regenerate({ hintFirst: true })).resolves.toEqual({ ok: true });
    const messages = store.getState().messages;
    expect(messages.map((m) => m.content)).toEqual(['Q', 'New (regenerate, hints true)']);
    expect(messages[1]?._id).not.toBe(oldId);
  });

  it('says when the conversation does not exist', async () => {
    const store = await openStore('nope');
    expect(store.getState()).toMatchObject({ status: 'failed', loadError: { status: 404 } });
  });

  it('closing the page cuts the stream: the API keeps the text so far', async () => {
    const conversation = server.seed('T');
    server.script = async (reply) => {
      await reply.token('Some');
      await new Promise((resolve) => reply.signal.addEventListener('abort', resolve));
    };
    const store = await openStore(conversation._id);
    const sending = store.getState().send({ text: 'Q' });
    await until(() => store.getState().reply?.text === 'Some');
    store.getState().close();
    await expect(sending).resolves.toEqual({ ok: true });
    await until(() => server.conversations.get(conversation._id)?.messages.length === 2);
    expect(server.conversations.get(conversation._id)?.messages[1]).toMatchObject({
      content: 'Some',
      stopped: true,
    });
  });
});

describe('the conversation list store', () => {
  it('reads newest first, a page at a time, searches, and refreshes without losing loaded pages', async () => {
    for (let i = 1; i <= 25; i += 1) server.seed(i === 3 ? 'الخلية النباتية' : `Topic ${i}`);
    const list = createListStore(api());
    await list.getState().load();
    expect(list.getState().items).toHaveLength(20);
    expect(list.getState().items[0]?.title).toBe('Topic 25');
    expect(list.getState().nextCursor).toBe('20');

    await list.getState().loadMore();
    expect(list.getState().items).toHaveLength(25);
    expect(list.getState().items.at(-1)?.title).toBe('Topic 1');
    expect(list.getState().nextCursor).toBeNull();

    // A reply moves a conversation to the top: the refresh keeps the 25 and moves it.
    server.conversations.get([...server.conversations.keys()][0]!)!.updatedAt = '2030-01-01T00:00:00.000Z';
    await list.getState().refresh();
    expect(list.getState().items).toHaveLength(25);
    expect(list.getState().items[0]?.title).toBe('Topic 1');
    expect(new Set(list.getState().items.map((c) => c._id)).size).toBe(25);

    await list.getState().load('الخلية');
    expect(list.getState()).toMatchObject({ status: 'ready', q: 'الخلية', nextCursor: null });
    expect(list.getState().items.map((c) => c.title)).toEqual(['الخلية النباتية']);
    expect(server.calls.at(-1)?.query).toEqual({ limit: '20', q: 'الخلية' });
  });

  it('renames and deletes, and reports a failure', async () => {
    const a = server.seed('A');
    const b = server.seed('B');
    const list = createListStore(api());
    await list.getState().load();
    await expect(list.getState().rename(a._id, 'Atoms')).resolves.toBeNull();
    expect(list.getState().items.find((c) => c._id === a._id)?.title).toBe('Atoms');
    await expect(list.getState().remove(b._id)).resolves.toBeNull();
    expect(list.getState().items.map((c) => c.title)).toEqual(['Atoms']);
    expect(server.conversations.has(b._id)).toBe(false);
    await expect(list.getState().remove(b._id)).resolves.toMatchObject({ status: 404 });
  });

  it('says the list failed', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.failNext.set('/conversations', { status: 500, message: { en: 'Down', ar: 'متوقف' }, times: 1 });
    const list = createListStore(api());
    await list.getState().load();
    expect(list.getState().status).toBe('failed');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    await list.getState().load();
    expect(list.getState().status).toBe('ready');
  });
});
