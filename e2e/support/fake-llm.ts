// A local OpenAI-compatible provider for the end-to-end tests of the tutor with a configured model
// (the true outside edge: a model cannot run on this machine). It answers POST
// /v1/chat/completions, plain or streamed as chat.completion.chunk events, and chooses the reply
// from the student's last message:
// - "slowly": a reply that outlasts any test, one word every 60 ms (SLOW_REPLY_WORDS of them, two
//   minutes), so Stop always meets it running however loaded the machine is;
// - "quadratic" or "معادلة": an Arabic reply with an equation and a code block;
// - "price": prices in dollars beside real math;
// - anything else: "Reply N: ..." with a counter, so a regenerated reply differs.
// Every request body is kept, so a test can check what reached the provider.
import http from 'node:http';

export interface FakeLlm {
  url: string;
  requests: Array<Record<string, unknown>>;
  /** Connections the API closed before the reply ended (a stop reaching the provider). */
  aborted: number;
  close(): Promise<void>;
}

/** The words of the "slowly" reply: at 60 ms each it streams longer than a test may run. */
export const SLOW_REPLY_WORDS = 2000;

export const ARABIC_EQUATION_REPLY = [
  '## حل المعادلة التربيعية',
  '',
  'نستخدم **القانون العام** لإيجاد جذري المعادلة $ax^2 + bx + c = 0$:',
  '',
  '$$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$',
  '',
  'وهذه دالة بلغة Python تحسب الجذرين:',
  '',
  '```python',
  'import math',
  '',
  'def roots(a, b, c):',
  '    d = math.sqrt(b * b - 4 * a * c)',
  '    return (-b + d) / (2 * a), (-b - d) / (2 * a)',
  '```',
  '',
  'جرّب الدالة على المعادلة $x^2 - 5x + 6 = 0$ وتحقق من أن الجذرين هما 2 و3.',
].join('\n');

export const PRICE_REPLY =
  'The book costs $5 or $10 in the school shop, and the area of a square of side $x$ is $x^2$.';

function lastUserText(body: Record<string, unknown>): string {
  const messages = (body.messages ?? []) as Array<{ role: string; content: unknown }>;
  const last = [...messages].reverse().find((m) => m.role === 'user');
  if (!last) return '';
  if (typeof last.content === 'string') return last.content;
  return (last.content as Array<{ type: string; text?: string }>)
    .map((part) => (part.type === 'text' ? (part.text ?? '') : ''))
    .join(' ');
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const requests: Array<Record<string, unknown>> = [];
  let counter = 0;
  const state = { aborted: 0 };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const body = JSON.parse(raw || '{}') as Record<string, unknown>;
        requests.push(body);
        const question = lastUserText(body);
        counter += 1;
        let words: string[];
        let gap = 15;
        if (/slowly/i.test(question)) {
          words = Array.from({ length: SLOW_REPLY_WORDS }, (_, i) => `step${i + 1} `);
          gap = 60;
        } else if (/quadratic|معادلة/i.test(question)) {
          words = ARABIC_EQUATION_REPLY.split(/(?<=\n)/);
        } else if (/price/i.test(question)) {
          words = PRICE_REPLY.split(/(?<= )/);
        } else {
          words = `Reply ${counter}: here is a clear answer about ${question.slice(0, 60)}.`.split(/(?<= )/);
        }
        const base = { id: `chatcmpl-${counter}`, created: 0, model: 'fake-tutor' };
        if (!body.stream) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              ...base,
              object: 'chat.completion',
              choices: [
                { index: 0, message: { role: 'assistant', content: words.join('') }, finish_reason: 'stop' },
              ],
            }),
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        let closed = false;
        res.on('close', () => {
          if (!res.writableEnded) {
            closed = true;
            state.aborted += 1;
          }
        });
        for (const word of words) {
          if (closed) return;
          const chunk = {
            ...base,
            object: 'chat.completion.chunk',
            choices: [{ index: 0, delta: { content: word }, finish_reason: null }],
          };
          res.write(`data: ${JSON.stringify(chunk)}\n\n`);
          await new Promise((r) => setTimeout(r, gap));
        }
        if (closed) return;
        const done = {
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
        };
        res.write(`data: ${JSON.stringify(done)}\n\n`);
        res.end('data: [DONE]\n\n');
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get aborted() {
      return state.aborted;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
