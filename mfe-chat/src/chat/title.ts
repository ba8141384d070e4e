import type { TFunction } from 'i18next';

/**
 * Until its first exchange the API names a conversation "New conversation" or «محادثة جديدة», in the
 * language the student used then; the chat shows that name in today's language.
 */
const DEFAULT_TITLES = new Set(['New conversation', 'محادثة جديدة']);

export function shownTitle(title: string, t: TFunction): string {
  return DEFAULT_TITLES.has(title) ? t('chat.conversation.untitled') : title;
}
