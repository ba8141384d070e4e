// One saved item on /saved: a card in the item's colour with its tag, title, date, a short preview
// of the content (its plain text, expandable to the whole reply rendered as in the chat: Markdown
// and math through ReplyMarkdown), and its actions: open the conversation it came from (at its
// message), edit, delete. Title and content take their own direction (`dir="auto"`): an English
// note reads left to right on the Arabic page and the other way round.
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, useRemote } from '@nibras/shared-ui';
import { ReplyMarkdown } from '../markdown/ReplyMarkdown';
import { replyToPlainText } from '../markdown/plain-text';
import type { SavedContent } from './api';
import { OpenIcon, PencilIcon, TrashIcon } from './icons';

/** At most this many characters, and lines, show before "Show more". */
export const PREVIEW_CHARS = 280;
export const PREVIEW_LINES = 5;

/** The start of the content (cut at a word boundary), and whether anything was left out. */
export function previewOf(content: string): { text: string; truncated: boolean } {
  let text = content.split('\n').slice(0, PREVIEW_LINES).join('\n');
  if (text.length > PREVIEW_CHARS) {
    const cut = text.slice(0, PREVIEW_CHARS);
    const space = cut.search(/\s\S*$/);
    text = space > PREVIEW_CHARS / 2 ? cut.slice(0, space) : cut;
  }
  if (text.length >= content.length) return { text: content, truncated: false };
  return { text: `${text.trimEnd()}…`, truncated: true };
}

/** The path of the conversation at the item's message (under the locale prefix). */
export function sourcePath(item: Pick<SavedContent, 'conversationId' | 'messageId'>): string | null {
  if (!item.conversationId) return null;
  const path = `/ai-engine/conversation/${encodeURIComponent(item.conversationId)}`;
  return item.messageId ? `${path}?message=${encodeURIComponent(item.messageId)}` : path;
}

export function formatSavedDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-arab-ca-gregory' : 'en-GB', {
    dateStyle: 'medium',
  }).format(new Date(iso));
}

export interface SavedCardProps {
  item: SavedContent;
  onEdit(item: SavedContent): void;
  onDelete(item: SavedContent): void;
}

export function SavedCard({ item, onEdit, onDelete }: SavedCardProps) {
  const { t } = useTranslation('chat');
  const { locale } = useRemote();
  const id = useId().replace(/:/g, '');
  const [expanded, setExpanded] = useState(false);
  // The preview is the reply's text without its Markdown marks (no stray ** or $$ in a card).
  const preview = useMemo(() => previewOf(replyToPlainText(item.content)), [item.content]);
  const full = expanded || !preview.truncated;
  const source = sourcePath(item);

  return (
    <article
      className="saved-card"
      data-testid="saved-card"
      data-id={item._id}
      data-color={item.color}
      style={{ ['--saved-card-bg' as string]: item.color }}
      aria-labelledby={`${id}-title`}
    >
      <header className="saved-card__head">
        <span className="saved-card__tag" data-testid="saved-card-tag">
          <span className="nibras-visually-hidden">{t('saved.card.tag')}: </span>
          <bdi>{item.tag}</bdi>
        </span>
        <time className="saved-card__date" dateTime={item.createdAt}>
          {t('saved.card.savedOn', { date: formatSavedDate(item.createdAt, locale) })}
        </time>
      </header>
      <h2 id={`${id}-title`} className="saved-card__title" dir="auto" data-testid="saved-card-title">
        {item.title}
      </h2>
      <div
        id={`${id}-content`}
        className="saved-card__content"
        dir="auto"
        data-testid="saved-card-content"
        data-expanded={expanded || undefined}
      >
        {full ? (
          <ReplyMarkdown content={item.content} />
        ) : (
          <p className="saved-card__preview">{preview.text}</p>
        )}
      </div>
      {preview.truncated && (
        <Button
          type="link"
          className="saved-card__more"
          aria-expanded={expanded}
          aria-controls={`${id}-content`}
          onClick={() => setExpanded((open) => !open)}
          data-testid="saved-card-expand"
        >
          {t(expanded ? 'saved.card.showLess' : 'saved.card.showMore')}
        </Button>
      )}
      <footer className="saved-card__actions">
        {source && (
          <Link
            to={source}
            className="saved-card__open"
            aria-label={t('saved.card.openLabel', { title: item.title })}
            data-testid="saved-card-open"
          >
            <span>{t('saved.card.open')}</span>
            <OpenIcon size={16} />
          </Link>
        )}
        <span className="saved-card__buttons">
          <Button
            size="small"
            type="text"
            icon={<PencilIcon size={16} />}
            onClick={() => onEdit(item)}
            aria-label={t('saved.card.editLabel', { title: item.title })}
            title={t('saved.card.edit')}
            data-testid="saved-card-edit"
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<TrashIcon size={16} />}
            onClick={() => onDelete(item)}
            aria-label={t('saved.card.deleteLabel', { title: item.title })}
            title={t('saved.card.delete')}
            data-testid="saved-card-delete"
          />
        </span>
      </footer>
    </article>
  );
}
