/**
 * @jest-environment node
 */
// stream() against a real HTTP server that writes server-sent events when the test lets it.
import type http from 'node:http';
import { ApiError, NETWORK_ERROR, type StreamEvent } from '../api-client';
import { failure, readBody, sendJson, testServerForFile } from './test-server';

const { serve, client, onUnauthorized } = testServerForFile();

/** A promise and the function that resolves it. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const opened = new Promise<T>((resolve) => (open = resolve));
  return { open, opened };
}

/** Starts an SSE answer; resolves when the server has seen the connection close (true if it ended it itself). */
function startEvents(res: http.ServerResponse) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
  return new Promise<boolean>((resolve) => res.on('close', () => resolve(res.writableEnded)));
}

/** Every event of a stream, into `seen` as they come (so a test sees those before a failure). */
const collect = async (events: AsyncIterable<StreamEvent>, seen: StreamEvent[] = []) => {
  for await (const event of events) seen.push(event);
  return seen;
};

const TOKEN = 'event: token\ndata: {"text":"a"}\n\n';

/** Answers with `frames` and keeps the connection open; resolves once it closes (true if the server ended it). */
function holdOpen(frames: string) {
  const closed = gate<boolean>();
  serve((_req, res) => {
    void startEvents(res).then(closed.open);
    res.write(frames);
  });
  return closed.opened;
}

describe('stream()', () => {
  it('POSTs the JSON body for an event stream and yields each event as it arrives, heartbeats left out', async () => {
    const rest = gate();
    let request: { method?: string; accept?: string; auth?: string; type?: string; body?: string } = {};
    serve(
      (req, res) =>
        void readBody(req).then(async (body) => {
          request = {
            method: req.method,
            accept: req.headers.accept,
            auth: req.headers.authorization,
            type: req.headers['content-type'],
            body: body.toString(),
          };
          void startEvents(res);
          res.write(': connected\n\n');
          res.write('event: token\ndata: {"text":"مرحبا"}\n\n');
          await rest.opened;
          res.write('event: ping\ndata: {}\n\n');
          res.write(': ping\n\n');
          // One event split across writes, one without a name, one with plain-text data and an id.
          res.write('event: token\nda');
          res.write('ta: {"text":" world"}\n\n');
          res.write('data: {"n":1}\n\n');
          res.write('id: 7\nevent: note\ndata: not json\n\n');
          res.end('event: end\ndata: {"messageId":"m1"}\n\n');
        }),
    );

    const seen: StreamEvent[] = [];
    for await (const event of client().stream('/chat/c1/messages', {
      body: { text: 'hi' },
      query: { lang: 'ar' },
    })) {
      seen.push(event);
      // The first event is here while the server still holds the rest back.
      if (seen.length === 1) rest.open();
    }

    expect(request).toEqual({
      method: 'POST',
      accept: 'text/event-stream',
      auth: 'Bearer tok',
      type: 'application/json',
      body: '{"text":"hi"}',
    });
    expect(seen).toEqual([
      { event: 'token', data: { text: 'مرحبا' } },
      { event: 'token', data: { text: ' world' } },
      { event: 'message', data: { n: 1 } },
      { event: 'note', data: 'not json', id: '7' },
      { event: 'end', data: { messageId: 'm1' } },
    ]);
  });

  it('sends a FormData body as multipart', async () => {
    let type: string | undefined;
    serve(
      (req, res) =>
        void readBody(req).then(() => {
          type = req.headers['content-type'];
          void startEvents(res);
          res.end('event: end\ndata: {}\n\n');
        }),
    );
    const form = new FormData();
    form.append('text', 'hi');
    await collect(client().stream('/chat/c1/messages', { body: form }));
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('ends after the end event even when the server keeps the connection open', async () => {
    const closed = holdOpen(`${TOKEN}event: end\ndata: {}\n\n`);
    const seen = await collect(client().stream('/chat/c1/messages'));
    expect(seen.map((e) => e.event)).toEqual(['token', 'end']);
    // The client closed the connection: the server never ended it.
    await expect(closed).resolves.toBe(false);
  });

  it('aborting stops reading with an AbortError and closes the connection', async () => {
    const closed = holdOpen(TOKEN);
    const controller = new AbortController();
    const seen: StreamEvent[] = [];
    const error = await failure(
      (async () => {
        for await (const event of client().stream('/chat/c1/messages', { signal: controller.signal })) {
          seen.push(event);
          controller.abort();
        }
      })(),
    );
    expect((error as Error).name).toBe('AbortError');
    expect(seen).toHaveLength(1);
    await expect(closed).resolves.toBe(false);
  });

  it('leaving the loop early closes the connection', async () => {
    const closed = holdOpen(TOKEN);
    for await (const event of client().stream('/chat/c1/messages')) {
      expect(event.event).toBe('token');
      break;
    }
    await expect(closed).resolves.toBe(false);
  });

  it('an error event becomes an ApiError with its {en, ar} text, after the events before it', async () => {
    const message = { en: 'The tutor is unavailable.', ar: 'المعلّم غير متاح.' };
    serve((_req, res) => {
      void startEvents(res);
      res.write(TOKEN);
      res.end(`event: error\ndata: ${JSON.stringify({ message, status: 503 })}\n\n`);
    });
    const seen: StreamEvent[] = [];
    const error = await failure(collect(client().stream('/chat/c1/messages'), seen));
    expect(seen).toEqual([{ event: 'token', data: { text: 'a' } }]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, text: message });

    // Without a status: 500.
    serve((_req, res) => {
      void startEvents(res);
      res.end(`event: error\ndata: ${JSON.stringify({ message })}\n\n`);
    });
    const plain = await failure(collect(client().stream('/chat/c1/messages')));
    expect(plain).toMatchObject({ status: 500, text: message });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a JSON error before the stream starts throws as a JSON call does; a 401 ends the session once', async () => {
    const tooMany = { en: 'Too many messages. Wait a minute.', ar: 'رسائل كثيرة جدًا. انتظر دقيقة.' };
    serve((_req, res) => sendJson(res, 429, { message: tooMany }));
    const error = await failure(collect(client().stream('/chat/c1/messages')));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, text: tooMany });
    expect(onUnauthorized).not.toHaveBeenCalled();

    const ended = { en: 'Your session has ended.', ar: 'انتهت جلستك.' };
    serve((_req, res) => sendJson(res, 401, { message: ended }));
    const unauthorized = await failure(collect(client('expired').stream('/chat/c1/messages')));
    expect(unauthorized).toMatchObject({ status: 401, text: ended });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a connection lost mid-stream, or no connection at all, is the network error', async () => {
    serve((req, res) => {
      void startEvents(res);
      res.write(TOKEN, () => setTimeout(() => req.socket.destroy(), 20));
    });
    const lost = await failure(collect(client().stream('/chat/c1/messages')));
    expect(lost).toBeInstanceOf(ApiError);
    expect(lost).toMatchObject({ status: 0, text: NETWORK_ERROR });

    const unreachable = await failure(
      collect(client(null, 'http://127.0.0.1:1').stream('/chat/c1/messages')),
    );
    expect(unreachable).toMatchObject({ status: 0, text: NETWORK_ERROR });
  });
});
