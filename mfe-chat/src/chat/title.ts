import type { TFunction } from 'i18next';

/**
 * Until its first exchange the API names a conversation "New conversation" or «محادثة جديدة», in the
 * language the student used then; the chat shows that name in today's language.
 */
const DEFAULT_TITLES = new Set(['New conversation', 'محادثة جديدة']);

/** Whether a title is the API's name for a conversation before its first exchange. */
export function isDefaultTitle(title: string): boolean {
  return DEFAULT_TITLES.has(title);
}

export function shownTitle(title: string, t: TFunction): string {
  return isDefaultTitle(title) ? t('chat.conversation.untitled') : title;
}
