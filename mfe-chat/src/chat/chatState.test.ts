import type { ChatMessage } from './api';
import {
  chatReducer,
  initialChatState,
  lastReply,
  unanswered,
  type ChatAction,
  type ChatState,
} from './chatState';

const at = '2025-03-01T08:00:00.000Z';
const user = (id: string, content = 'Q'): ChatMessage => ({
  _id: id,
  sender: 'user',
  content,
  image: null,
  createdAt: at,
});
const model = (id: string, content = 'A', extra: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: id,
  sender: 'model',
  content,
  image: null,
  createdAt: at,
  ...extra,
});

const run = (state: ChatState, ...actions: ChatAction[]) => actions.reduce(chatReducer, state);
const loaded = (messages: ChatMessage[]): ChatState =>
  run(initialChatState, {
    type: 'loaded',
    conversation: { _id: 'c1', title: 'T', userFileId: null, lessonId: null, createdAt: at, updatedAt: at },
    messages,
  });
const ids = (state: ChatState) => state.messages.map((m) => m._id);

describe('chatReducer: a sent message and its streamed reply', () => {
  const started = run(loaded([user('m1'), model('m2')]), {
    type: 'sendStarted',
    message: user('local-1', 'Why?'),
  });

  it('shows the student message at once and waits for the reply', () => {
    expect(ids(started)).toEqual(['m1', 'm2', 'local-1']);
    expect(started.reply).toMatchObject({ phase: 'waiting', text: '', kind: 'send', localUserId: 'local-1' });
  });

  it('refuses a second send while a reply is in progress', () => {
    expect(chatReducer(started, { type: 'sendStarted', message: user('local-2') })).toBe(started);
  });

  it('swaps in the saved message (meta), appends tokens, then the saved messages (end)', () => {
    const meta = run(started, {
      type: 'event',
      event: {
        type: 'meta',
        userMessage: user('m3', 'Why?'),
        provider: { kind: 'offline', model: 'nibras-offline' },
      },
    });
    expect(ids(meta)).toEqual(['m1', 'm2', 'm3']);
    expect(meta.provider).toEqual({ kind: 'offline', model: 'nibras-offline' });
    expect(meta.reply?.savedUserId).toBe('m3');

    const streaming = run(
      meta,
      { type: 'event', event: { type: 'token', text: 'Because' } },
      { type: 'event', event: { type: 'token', text: ' of gravity.' } },
    );
    expect(streaming.reply).toMatchObject({ phase: 'streaming', text: 'Because of gravity.' });

    const ended = run(streaming, {
      type: 'event',
      event: { type: 'end', messages: [user('m3', 'Why?'), model('m4', 'Because of gravity.')] },
    });
    expect(ids(ended)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(ended.reply).toBeNull();
    expect(ended.completed).toEqual({ id: 'm4', stopped: false, seq: 1 });
  });

  it('keeps the local picture until the saved message has its own', () => {
    const withImage = run(loaded([]), {
      type: 'sendStarted',
      message: { ...user('local-9'), image: 'blob:x' },
    });
    const meta = run(withImage, {
      type: 'event',
      event: { type: 'meta', userMessage: user('m9'), provider: null },
    });
    expect(meta.messages[0]?.image).toBe('blob:x');
  });

  it('an end without meta replaces the optimistic message too', () => {
    const ended = run(started, {
      type: 'event',
      event: { type: 'end', messages: [user('m3'), model('m4')] },
    });
    expect(ids(ended)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('a failure before the API saved the message takes it away', () => {
    const failed = run(started, { type: 'event', event: { type: 'token', text: 'Bec' } }, { type: 'failed' });
    expect(ids(failed)).toEqual(['m1', 'm2']);
    expect(failed.reply).toBeNull();
  });

  it('a failure after the API saved it keeps it (unanswered: regenerate answers it)', () => {
    const failed = run(
      started,
      { type: 'event', event: { type: 'meta', userMessage: user('m3'), provider: null } },
      { type: 'failed' },
    );
    expect(ids(failed)).toEqual(['m1', 'm2', 'm3']);
    expect(unanswered(failed.messages)?._id).toBe('m3');
    expect(lastReply(failed.messages)).toBeNull();
  });
});

describe('chatReducer: stop', () => {
  const streaming = run(
    loaded([]),
    { type: 'sendStarted', message: user('local-1') },
    { type: 'event', event: { type: 'meta', userMessage: user('m1'), provider: null } },
    { type: 'event', event: { type: 'token', text: 'Half a' } },
    { type: 'stopping' },
  );

  it('keeps streaming while stopping, and the API ends it with a stopped reply', () => {
    expect(streaming.reply?.phase).toBe('stopping');
    const more = run(streaming, { type: 'event', event: { type: 'token', text: 'n answer' } });
    expect(more.reply).toMatchObject({ phase: 'stopping', text: 'Half an answer' });
    const ended = run(more, {
      type: 'event',
      event: { type: 'end', messages: [user('m1'), model('m2', 'Half an answer', { stopped: true })] },
    });
    expect(ended.completed).toMatchObject({ id: 'm2', stopped: true });
  });

  it('a stream the client cut keeps the text so far, marked stopped, until the saved one is read', () => {
    const cut = run(streaming, { type: 'aborted', localId: 'local-7', at });
    expect(cut.messages.at(-1)).toMatchObject({
      _id: 'local-7',
      content: 'Half a',
      stopped: true,
      sender: 'model',
    });
    expect(cut.completed).toMatchObject({ id: 'local-7', stopped: true });
    // The API has not saved it yet: the local copy stays.
    expect(ids(run(cut, { type: 'synced', messages: [user('m1')] }))).toEqual(['m1', 'local-7']);
    // Now it has.
    const synced = run(cut, {
      type: 'synced',
      messages: [user('m1'), model('m2', 'Half a', { stopped: true })],
    });
    expect(ids(synced)).toEqual(['m1', 'm2']);
  });
});

describe('chatReducer: regenerate', () => {
  const state = loaded([user('m1'), model('m2', 'Old')]);
  const started = run(state, { type: 'regenerateStarted' });

  it('takes the last reply out while the new one is written', () => {
    expect(ids(started)).toEqual(['m1']);
    expect(started.reply).toMatchObject({ kind: 'regenerate', replaces: { _id: 'm2' } });
  });

  it('puts the new reply in its place', () => {
    const ended = run(
      started,
      { type: 'event', event: { type: 'token', text: 'New' } },
      { type: 'event', event: { type: 'end', messages: [model('m3', 'New')] } },
    );
    expect(ids(ended)).toEqual(['m1', 'm3']);
  });

  it('brings the old reply back when regenerating fails', () => {
    expect(ids(run(started, { type: 'failed' }))).toEqual(['m1', 'm2']);
  });

  it('answers a message whose reply failed, and does nothing without a message', () => {
    const orphan = run(loaded([user('m1')]), { type: 'regenerateStarted' });
    expect(ids(orphan)).toEqual(['m1']);
    expect(orphan.reply?.replaces).toBeNull();
    const empty = loaded([]);
    expect(chatReducer(empty, { type: 'regenerateStarted' })).toBe(empty);
  });
});

describe('chatReducer: loading', () => {
  it('records a failure and clears it on the next attempt', () => {
    const error = Object.assign(new Error('x'), { status: 404 }) as never;
    const failed = run(initialChatState, { type: 'loadFailed', error });
    expect(failed).toMatchObject({ status: 'failed', loadError: error });
    expect(run(failed, { type: 'loading' })).toMatchObject({ status: 'loading', loadError: null });
  });

  it('ignores stream events when no reply is in progress', () => {
    const state = loaded([user('m1')]);
    expect(chatReducer(state, { type: 'event', event: { type: 'token', text: 'x' } })).toBe(state);
    expect(chatReducer(state, { type: 'stopping' })).toBe(state);
    expect(chatReducer(state, { type: 'failed' })).toBe(state);
  });
});
