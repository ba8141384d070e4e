// The student's conversations, newest first: a search over titles and messages (400 ms after the
// last key), the open one marked, rename in place, delete after a confirmation, more on demand.
// When the list cannot be read it says "Error" (spec section 8) and offers to try again.
import { useEffect, useId, useState, type CSSProperties, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Button, SearchIcon, Skeleton, toast, useDebouncedValue } from '@nibras/shared-ui';
import { ConfirmDialog, Input, Tooltip } from '@nibras/shared-ui/extra';
import type { ConversationSummary } from './api';
import { ChatIcon, EditIcon, PlusIcon, TrashIcon } from './icons';
import type { ListStore } from './listStore';
import { shownTitle } from './title';

/** The search box waits this long after the last key (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 400;
export const MAX_TITLE_LENGTH = 120;

function RenameForm({
  conversation,
  onDone,
  store,
}: {
  conversation: ConversationSummary;
  onDone(): void;
  store: ListStore;
}) {
  const { t } = useTranslation('chat');
  const [title, setTitle] = useState(conversation.title);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState(false);
  const errorId = `${useId().replace(/:/g, '')}-error`;

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const next = title.replace(/\s+/g, ' ').trim();
    if (!next) {
      setError(true);
      return;
    }
    if (next === conversation.title) {
      onDone();
      return;
    }
    setSaving(true);
    const failure = await store.getState().rename(conversation._id, next);
    setSaving(false);
    if (failure) {
      if (failure.status !== 401) toast.error(failure.text);
      return;
    }
    toast.success('chat:chat.list.renamed');
    onDone();
  };

  return (
    <form className="chat-list__rename" onSubmit={(event) => void save(event)} data-testid="rename-form">
      <Input
        size="small"
        autoFocus
        value={title}
        maxLength={MAX_TITLE_LENGTH}
        onChange={(event) => {
          setTitle(event.target.value);
          setError(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onDone();
          }
        }}
        aria-label={t('chat.list.renameLabel')}
        aria-invalid={error || undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={saving}
        dir="auto"
        data-testid="rename-input"
      />
      <Button size="small" type="primary" htmlType="submit" loading={saving} data-testid="rename-save">
        {t('chat.list.save')}
      </Button>
      <Button size="small" onClick={onDone} disabled={saving} data-testid="rename-cancel">
        {t('chat.list.cancel')}
      </Button>
      {error && (
        <p id={errorId} className="chat-list__error" role="alert">
          {t('chat.list.titleRequired')}
        </p>
      )}
    </form>
  );
}

export interface ConversationListProps {
  store: ListStore;
  activeId: string;
  /** After following a link (the phone's drawer closes). */
  onNavigate?(): void;
  onNew(): void;
  /** The open conversation was deleted. */
  onDeletedActive(next: ConversationSummary | null): void;
  /** The chat's style variables, for the dialog (drawn outside the chat's element). */
  rootStyle?: CSSProperties;
  headingId: string;
}

export function ConversationList({
  store,
  activeId,
  onNavigate,
  onNew,
  onDeletedActive,
  rootStyle,
  headingId,
}: ConversationListProps) {
  const { t } = useTranslation('chat');
  const { status, items, nextCursor, loadingMore, q } = useStore(store);
  const [search, setSearch] = useState(q);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);
  const [removing, setRemoving] = useState(false);

  // The first page when the list appears, and again for each new search.
  useEffect(() => {
    void store.getState().load(query);
  }, [query, store]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const target = deleting;
    setRemoving(true);
    const failure = await store.getState().remove(target._id);
    setRemoving(false);
    if (failure) {
      if (failure.status !== 401) toast.error(failure.text);
      return;
    }
    setDeleting(null);
    toast.success('chat:chat.list.deleted');
    if (target._id === activeId) onDeletedActive(store.getState().items[0] ?? null);
  };

  return (
    <div className="chat-list" data-testid="conversation-list">
      <div className="chat-list__top">
        <h2 id={headingId} className="chat-list__heading">
          {t('chat.list.title')}
        </h2>
        <Button size="small" icon={<PlusIcon size={16} />} onClick={onNew} data-testid="new-conversation">
          {t('chat.list.new')}
        </Button>
      </div>
      <Input
        className="chat-list__search"
        type="search"
        allowClear
        prefix={<SearchIcon size={16} />}
        placeholder={t('chat.list.search')}
        aria-label={t('chat.list.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        dir="auto"
        data-testid="conversation-search"
      />
      {status === 'loading' && (
        <div className="chat-list__skeleton" data-testid="list-loading" aria-busy="true">
          <span className="chat-sr-only">{t('chat.list.loading')}</span>
          <Skeleton
            active
            title={false}
            paragraph={{ rows: 6, width: ['90%', '75%', '85%', '60%', '80%', '70%'] }}
          />
        </div>
      )}
      {status === 'failed' && (
        <div className="chat-list__failed" role="alert" data-testid="list-error">
          <strong>{t('chat.list.error')}</strong>
          <Button size="small" onClick={() => void store.getState().load()} data-testid="list-retry">
            {t('chat.list.retry')}
          </Button>
        </div>
      )}
      {status === 'ready' && items.length === 0 && (
        <p className="chat-list__empty" data-testid="list-empty">
          {q ? t('chat.list.noMatch', { q }) : t('chat.list.empty')}
        </p>
      )}
      {status === 'ready' && items.length > 0 && (
        <ul className="chat-list__items" data-testid="list-items">
          {items.map((conversation) => {
            const active = conversation._id === activeId;
            return (
              <li
                key={conversation._id}
                className={`chat-list__item${active ? ' chat-list__item--active' : ''}`}
                data-testid="conversation-item"
                data-active={active || undefined}
              >
                {editing === conversation._id ? (
                  <RenameForm conversation={conversation} store={store} onDone={() => setEditing(null)} />
                ) : (
                  <>
                    <Link
                      to={`/ai-engine/conversation/${encodeURIComponent(conversation._id)}`}
                      className="chat-list__link"
                      aria-current={active ? 'page' : undefined}
                      onClick={onNavigate}
                      data-testid="conversation-link"
                    >
                      <ChatIcon size={16} className="chat-list__icon" />
                      <span className="chat-list__title" dir="auto">
                        {shownTitle(conversation.title, t)}
                      </span>
                    </Link>
                    <span className="chat-list__tools">
                      <Tooltip title={t('chat.list.rename')}>
                        <Button
                          size="small"
                          type="text"
                          icon={<EditIcon size={14} />}
                          aria-label={t('chat.list.renameNamed', {
                            title: shownTitle(conversation.title, t),
                          })}
                          onClick={() => setEditing(conversation._id)}
                          data-testid="conversation-rename"
                        />
                      </Tooltip>
                      <Tooltip title={t('chat.list.delete')}>
                        <Button
                          size="small"
                          type="text"
                          icon={<TrashIcon size={14} />}
                          aria-label={t('chat.list.deleteNamed', {
                            title: shownTitle(conversation.title, t),
                          })}
                          onClick={() => setDeleting(conversation)}
                          data-testid="conversation-delete"
                        />
                      </Tooltip>
                    </span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {status === 'ready' && nextCursor && (
        <Button
          className="chat-list__more"
          block
          onClick={() => void store.getState().loadMore()}
          loading={loadingMore}
          data-testid="list-more"
        >
          {t('chat.list.more')}
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('chat.list.deleteTitle')}
        busy={removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        cancelText={t('chat.list.cancel')}
        confirmText={t('chat.list.deleteConfirm')}
        testId="delete"
        rootStyle={rootStyle}
      >
        <p data-testid="delete-body">
          {t('chat.list.deleteBody', { title: `\u2068${deleting?.title ?? ''}\u2069` })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
