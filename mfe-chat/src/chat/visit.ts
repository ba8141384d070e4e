// Whether the student is new to the tutor, for the empty conversation's greeting: their first visit
// lasts until one of their conversations has a message (a welcome), and every visit after is a
// return ("welcome back"). The conversation summaries do not count messages, so it is read from
// what they do say, with a few reads where they cannot tell (at most MAX_READ, once per empty
// conversation opened).
import { useEffect, useState } from 'react';
import type { ChatApi, ConversationSummary } from './api';
import { PAGE_SIZE } from './listStore';
import { isDefaultTitle } from './title';

export type Visit = 'first' | 'returning';

/** The other conversations whose messages are read, at most, when their summaries cannot tell. */
export const MAX_READ = 3;

/**
 * A plain conversation is named after its first question once it is answered (the default name
 * stays until then): a name of its own says it has messages (or that the student named it, which
 * is a return too). A file's or a lesson's conversation is named after them from the start.
 */
const namedByAnExchange = (c: ConversationSummary) =>
  !c.userFileId && !c.lessonId && !isDefaultTitle(c.title);

/** The student's visit, judged from their newest conversations other than `currentId`. */
export async function studentVisit(chat: ChatApi, currentId: string, signal?: AbortSignal): Promise<Visit> {
  const page = await chat.listConversations({ limit: PAGE_SIZE, signal });
  const others = page.conversations.filter((c) => c._id !== currentId);
  if (others.some(namedByAnExchange)) return 'returning';
  const read = await Promise.allSettled(
    others.slice(0, MAX_READ).map((c) => chat.getConversation(c._id, signal)),
  );
  signal?.throwIfAborted();
  if (read.some((r) => r.status === 'fulfilled' && r.value.messages.length > 0)) return 'returning';
  // More conversations than were read: a student with that many has been here before.
  return others.length > MAX_READ || page.nextCursor !== null ? 'returning' : 'first';
}

/**
 * The visit, once `ask` holds (the conversation is open and empty: the greeting is shown); null until
 * it is known, and for good when it cannot be (the empty state then greets no one).
 */
export function useVisit(chat: ChatApi, conversationId: string, ask: boolean): Visit | null {
  const [visit, setVisit] = useState<Visit | null>(null);
  const known = visit !== null;
  useEffect(() => {
    if (!ask || known) return;
    const controller = new AbortController();
    studentVisit(chat, conversationId, controller.signal).then(setVisit, (error: unknown) => {
      if (!controller.signal.aborted) console.error('The greeting could not tell a first visit', error);
    });
    return () => controller.abort();
  }, [chat, conversationId, ask, known]);
  return visit;
}
