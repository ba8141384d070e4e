// /saved: the student's saved content as coloured cards in a responsive grid (one column on
// phones), newest first, filtered by tag (a select of the student's tags) and colour (the five
// swatches), with "show older" paging, edit (the Save dialog in edit mode) and delete (confirmed).
// States: skeleton cards while loading; an empty state that teaches how to save a reply (with a
// way to the AI tutor); another one when the filters match nothing; an error with retry.
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  Button,
  GENERIC_ERROR,
  Skeleton,
  theme,
  toast,
  useIsDark,
  usePageMeta,
  useRemote,
} from '@nibras/shared-ui';
import { ConfirmDialog, SwatchPicker } from '@nibras/shared-ui/extra';
import { COLOR_NAMES, deleteSaved, listSaved, SAVED_COLORS, type SavedColor, type SavedContent } from './api';
import { SaveDialog } from './SaveDialog';
import { SavedCard } from './SavedCard';
import { BookmarkIcon, ChatBubbleIcon } from './icons';
import './saved.css';

/** Items per request. */
export const SAVED_PAGE_SIZE = 24;
const SKELETON_CARDS = 6;

interface Filters {
  tag: string;
  color: SavedColor | '';
}
const NO_FILTERS: Filters = { tag: '', color: '' };

type Status = 'loading' | 'ready' | 'error';

const requestKey = (filters: Filters, attempt: number) =>
  JSON.stringify([filters.tag, filters.color, attempt]);

/** antd's design tokens as CSS variables on the page, so its stylesheet follows the theme. */
function useSavedStyle(): CSSProperties {
  const { token } = theme.useToken();
  const dark = useIsDark();
  return {
    '--saved-text': token.colorText,
    '--saved-text-2': token.colorTextSecondary,
    '--saved-surface': token.colorBgContainer,
    '--saved-border': token.colorBorder,
    '--saved-border-2': token.colorBorderSecondary,
    '--saved-primary': token.colorPrimary,
    '--saved-primary-bg': `color-mix(in srgb, ${token.colorPrimary} ${dark ? 22 : 9}%, ${token.colorBgContainer})`,
    '--saved-radius': `${token.borderRadiusLG}px`,
  } as CSSProperties;
}

function DeleteDialog({
  open,
  item,
  onCancel,
  onDeleted,
}: {
  open: boolean;
  item: SavedContent | null;
  onCancel(): void;
  onDeleted(item: SavedContent): void;
}) {
  const { t } = useTranslation('chat');
  const { api } = useRemote();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!item) return;
    setBusy(true);
    try {
      await deleteSaved(api, item._id);
      toast.success('toast.contentDeleted');
      onDeleted(item);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('saved.deleteConfirm.title')}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => void confirm()}
      cancelText={t('saved.deleteConfirm.cancel')}
      confirmText={t('saved.deleteConfirm.confirm')}
      testId="saved-delete"
    >
      <p data-testid="saved-delete-body">
        {t('saved.deleteConfirm.body', { title: `\u2068${item?.title ?? ''}\u2069` })}
      </p>
    </ConfirmDialog>
  );
}

function SkeletonCards() {
  const { t } = useTranslation('chat');
  return (
    <div data-testid="saved-loading">
      <p role="status" className="nibras-visually-hidden">
        {t('saved.loading')}
      </p>
      <ul className="saved-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} className="saved-grid__item">
            <div className="saved-card saved-card--skeleton">
              <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 3 }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function EmptyState() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const steps = ['ask', 'save', 'organize'] as const;
  return (
    <section className="saved-empty" data-testid="saved-empty" aria-labelledby="saved-empty-title">
      <span className="saved-empty__icon" aria-hidden="true">
        <BookmarkIcon size={36} />
      </span>
      <h2 id="saved-empty-title" className="saved-empty__title">
        {t('saved.empty.title')}
      </h2>
      <p className="saved-empty__body">{t('saved.empty.body')}</p>
      <h3 className="saved-empty__steps-title">{t('saved.empty.stepsTitle')}</h3>
      <ol className="saved-empty__steps">
        {steps.map((step) => (
          <li key={step}>{t(`saved.empty.steps.${step}`)}</li>
        ))}
      </ol>
      <Button
        type="primary"
        size="large"
        icon={<ChatBubbleIcon size={18} />}
        onClick={() => void navigate('/ai-engine')}
        data-testid="saved-ask-tutor"
      >
        {t('saved.empty.action')}
      </Button>
    </section>
  );
}

export function SavedPage() {
  const { t } = useTranslation('chat');
  const { api, locale, location } = useRemote();
  const style = useSavedStyle();
  const tagSelectId = `${useId().replace(/:/g, '')}-tag`;
  const colorName = `${useId().replace(/:/g, '')}-color-filter`;

  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [attempt, setAttempt] = useState(0);
  /** Which request the shown list answers, and whether it failed: another key means loading. */
  const [settled, setSettled] = useState<{ key: string; ok: boolean } | null>(null);
  const [items, setItems] = useState<SavedContent[]>([]);
  const [tags, setTags] = useState<string[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // The item a dialog is about stays set while the dialog closes (its text does not vanish mid-fade).
  const [editing, setEditing] = useState<SavedContent | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<SavedContent | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  /** Bumped by every new list request: an older answer (another filter) is dropped. */
  const generation = useRef(0);

  usePageMeta({
    title: `${t('saved.title')} · ${t('common:app.name')}`,
    description: t('saved.description'),
    path: location.pathname,
    locale,
  });

  useEffect(() => {
    const controller = new AbortController();
    const current = ++generation.current;
    const key = requestKey(filters, attempt);
    listSaved(
      api,
      {
        limit: SAVED_PAGE_SIZE,
        ...(filters.tag ? { tag: filters.tag } : {}),
        ...(filters.color ? { color: filters.color } : {}),
      },
      controller.signal,
    ).then(
      (page) => {
        if (current !== generation.current) return;
        setItems(page.savedContents);
        setTags(page.tags);
        setNextCursor(page.nextCursor);
        setSettled({ key, ok: true });
      },
      () => {
        if (controller.signal.aborted || current !== generation.current) return;
        setSettled({ key, ok: false });
      },
    );
    return () => controller.abort();
  }, [api, filters, attempt]);

  const key = requestKey(filters, attempt);
  const status: Status = settled?.key !== key ? 'loading' : settled.ok ? 'ready' : 'error';

  const matches = useCallback(
    (item: SavedContent) =>
      (!filters.tag || item.tag === filters.tag) && (!filters.color || item.color === filters.color),
    [filters],
  );

  /** The tags after an edit or a delete (a tag may have appeared or gone). */
  const refreshTags = useCallback(() => {
    listSaved(api, { limit: 1 }).then(
      (page) => setTags(page.tags),
      () => undefined,
    );
  }, [api]);

  const loadMore = async () => {
    if (!nextCursor) return;
    const current = generation.current;
    setLoadingMore(true);
    try {
      const page = await listSaved(api, {
        limit: SAVED_PAGE_SIZE,
        cursor: nextCursor,
        ...(filters.tag ? { tag: filters.tag } : {}),
        ...(filters.color ? { color: filters.color } : {}),
      });
      if (current !== generation.current) return;
      setItems((before) => [
        ...before,
        ...page.savedContents.filter((i) => !before.some((b) => b._id === i._id)),
      ]);
      setTags(page.tags);
      setNextCursor(page.nextCursor);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
    } finally {
      setLoadingMore(false);
    }
  };

  const onUpdated = (saved: SavedContent) => {
    setItems((before) =>
      matches(saved)
        ? before.map((i) => (i._id === saved._id ? saved : i))
        : before.filter((i) => i._id !== saved._id),
    );
    refreshTags();
  };

  const onDeleted = (gone: SavedContent) => {
    setDeleteOpen(false);
    const rest = items.filter((i) => i._id !== gone._id);
    setItems(rest);
    // The last card of a page that has older ones: fetch them rather than show "nothing".
    if (rest.length === 0 && nextCursor) setAttempt((n) => n + 1);
    else refreshTags();
  };

  const filtered = filters.tag !== '' || filters.color !== '';
  // Every saved item has a tag: no tags at all means nothing saved at all.
  const nothingSaved = status === 'ready' && tags.length === 0;
  const tagOptions = filters.tag && !tags.includes(filters.tag) ? [filters.tag, ...tags] : tags;

  let body: ReactNode;
  if (status === 'error') {
    body = (
      <section className="saved-error" role="alert" data-testid="saved-error">
        <h2 className="saved-error__title">{t('saved.error.title')}</h2>
        <p>{t('saved.error.body')}</p>
        <Button onClick={() => setAttempt((n) => n + 1)} data-testid="saved-retry">
          {t('saved.error.retry')}
        </Button>
      </section>
    );
  } else if (status === 'loading' && items.length === 0) {
    body = <SkeletonCards />;
  } else if (nothingSaved) {
    body = <EmptyState />;
  } else if (status === 'ready' && items.length === 0) {
    body = (
      <section className="saved-empty saved-empty--filtered" data-testid="saved-empty-filtered">
        <h2 className="saved-empty__title">{t('saved.emptyFiltered.title')}</h2>
        <p className="saved-empty__body">{t('saved.emptyFiltered.body')}</p>
        <Button onClick={() => setFilters(NO_FILTERS)} data-testid="saved-clear-filters-empty">
          {t('saved.filters.clear')}
        </Button>
      </section>
    );
  } else {
    body = (
      <>
        <ul className="saved-grid" aria-busy={status === 'loading' || undefined} data-testid="saved-list">
          {items.map((item) => (
            <li key={item._id} className="saved-grid__item">
              <SavedCard
                item={item}
                onEdit={(chosen) => {
                  setEditing(chosen);
                  setEditOpen(true);
                }}
                onDelete={(chosen) => {
                  setDeleting(chosen);
                  setDeleteOpen(true);
                }}
              />
            </li>
          ))}
        </ul>
        {nextCursor && (
          <div className="saved-more">
            <Button onClick={() => void loadMore()} loading={loadingMore} data-testid="saved-load-more">
              {t('saved.loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section
      className="saved-page"
      style={style}
      data-testid="page-chat-saved"
      aria-labelledby="saved-page-title"
    >
      <header className="saved-page__header">
        <h1 id="saved-page-title" className="saved-page__title">
          {t('saved.title')}
        </h1>
        <p className="saved-page__description">{t('saved.description')}</p>
      </header>

      {(filtered || (tags.length > 0 && status !== 'error')) && (
        <div className="saved-filters" role="group" aria-label={t('saved.filters.label')}>
          <div className="saved-filters__tag">
            <label htmlFor={tagSelectId} className="saved-filters__label">
              {t('saved.filters.tag')}
            </label>
            <select
              id={tagSelectId}
              className="saved-select"
              value={filters.tag}
              onChange={(event) => setFilters((f) => ({ ...f, tag: event.target.value }))}
              data-testid="saved-filter-tag"
            >
              <option value="">{t('saved.filters.allTags')}</option>
              {tagOptions.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
          </div>
          <SwatchPicker
            name={colorName}
            legend={t('saved.filters.color')}
            colors={SAVED_COLORS}
            colorLabel={(color) => t(`saved.colors.${COLOR_NAMES[color]}`)}
            className="saved-swatches"
            value={filters.color}
            onChange={(color) => setFilters((f) => ({ ...f, color }))}
            allLabel={t('saved.filters.allColors')}
            testId="saved-filter-color"
          />
          {filtered && (
            <Button
              type="link"
              className="saved-filters__clear"
              onClick={() => setFilters(NO_FILTERS)}
              data-testid="saved-clear-filters"
            >
              {t('saved.filters.clear')}
            </Button>
          )}
        </div>
      )}

      {body}

      <SaveDialog
        open={editOpen}
        content={editing?.content ?? ''}
        editing={editing}
        tags={tags}
        onClose={() => setEditOpen(false)}
        onSaved={onUpdated}
      />
      <DeleteDialog
        open={deleteOpen}
        item={deleting}
        onCancel={() => setDeleteOpen(false)}
        onDeleted={onDeleted}
      />
    </section>
  );
}

export default SavedPage;
