// Shared by the saved-content tests (never imported by app code): the REAL API (shared-ui's
// `realApiForFile`: api/src/index.ts as a child process, over a fresh embedded store in a temp
// folder) with students signed up through it and API clients for them, and a renderer that mounts a
// component inside the providers a remote has (the chat's `frameRenderer`: RemoteFrame, i18n with
// this remote's `chat` namespace, antd, the shell-linked router).
//
// The clients use shared-ui's fetch for jsdom (`nodeFetch`), with an optional gate that holds
// requests until the test lets them go (to see a dialog while it submits, or the skeleton while the
// page loads).
import type { ReactElement } from 'react';
import { createApiClient, type ApiClient, type Locale } from '@nibras/shared-ui';
import { nodeFetch, realApiForFile as sharedRealApiForFile, type Gate } from '@nibras/shared-ui/testing';
import { frameRenderer, type Framed } from '../chat/test-helpers';

/** A `chat` namespace text (`saved.form.title`) in a language. */
export { msg } from '../chat/test-helpers';

// ---------------------------------------------------------------------------------------------------
// The real API

export interface RealApi {
  baseUrl: string;
  /** Signs a fresh student up (POST /auth/sign-up); answers the access token. */
  signUp(): Promise<string>;
  /** A new conversation with one question, answered by the API's tutor: the reply's ids and text. */
  reply(
    token: string,
    question: string,
  ): Promise<{ conversationId: string; messageId: string; content: string }>;
  /** An API client for the token; `baseUrl` may change between calls (a function). */
  client(token: string, options?: { gate?: Gate; baseUrl?: () => string }): ApiClient;
}

/** Call at the top of a test file: one real API for the file (started before its tests). */
export function realApiForFile(): () => RealApi {
  return sharedRealApiForFile('nibras-chat-saved-', (started): RealApi => {
    const { baseUrl } = started;
    const plainFetch = nodeFetch();
    return {
      baseUrl,
      signUp: async () => (await started.signUp()).accessToken,
      async reply(token, question) {
        const created = await plainFetch(`${baseUrl}/conversations`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        });
        const conversationId = ((await created.json()) as { _id: string })._id;
        // The send call is multipart (`message`), written out by hand: one text field.
        const boundary = `----nibras${Math.random().toString(16).slice(2)}`;
        const body = `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${question}\r\n--${boundary}--\r\n`;
        const sent = await plainFetch(`${baseUrl}/ai-conversations/${conversationId}/messages`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            Accept: 'application/json',
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
          },
          body,
        });
        if (sent.status !== 200) throw new Error(`sending failed: ${sent.status} ${await sent.text()}`);
        const { messages } = (await sent.json()) as {
          messages: { _id: string; sender: string; content: string }[];
        };
        const model = messages.find((m) => m.sender === 'model');
        if (!model) throw new Error('no reply');
        return { conversationId, messageId: model._id, content: model.content };
      },
      client(token, options = {}) {
        return createApiClient({
          baseUrl: options.baseUrl ?? baseUrl,
          getToken: () => token,
          onUnauthorized: () => undefined,
          fetch: nodeFetch({ gate: options.gate }),
        });
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// Rendering

/**
 * Call once per file, at its top: the chat's `frameRenderer` (`ui` inside RemoteFrame with the given
 * API client, at `/saved` unless a path is given), with the body emptied after each test (the
 * dialogs' portals).
 */
export function remoteRenderer() {
  const render = frameRenderer();
  afterEach(() => {
    document.body.innerHTML = '';
  });
  return (ui: ReactElement, options: { locale: Locale; api: ApiClient; path?: string }): Promise<Framed> =>
    render(ui, { ...options, path: options.path ?? '/saved' });
}
