// The navbar search (spec section 2, made real by issue 10): the box searches the student's
// materials (by their text, naming file and page), conversations and saved content 400 ms after
// typing pauses (spec section 9), and shows the hits in three groups; with nothing typed it shows
// the student's recent searches. A combobox with a listbox (WAI-ARIA APG): the arrow keys move
// through every hit of every group, Enter opens one, Escape closes and gives the focus back to
// the navbar's button; a polite live region says how many hits there are. Gated like every
// other navbar control for students who have not onboarded.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ClockIcon,
  dirOf,
  SearchIcon,
  Skeleton,
  localeFromPath,
  toast,
  isLocale,
  type Locale,
} from '@nibras/shared-ui';
import { Input, Popover, type InputRef } from '@nibras/shared-ui/extra';
import { api } from '../services';
import { useOnboardingGate } from './OnboardingGate';
import { highlight } from './searchHighlight';
import { BookIcon, BookmarkIcon, ChatBubbleIcon, FileIcon } from './searchIcons';
import { MAX_QUERY_LENGTH, useRecentSearches, useSearch, type SearchResults } from './useSearch';
import './SearchMenu.css';

export { SEARCH_DEBOUNCE_MS } from './useSearch';

type GroupKey = 'lessons' | 'materials' | 'conversations' | 'saved';

/** One choice of the listbox: a hit to open, or a recent search to run again. */
interface Option {
  key: string;
  group: GroupKey | 'recent';
  title: string;
  detail?: string;
  snippet?: string;
  /** Where a hit leads (without the locale prefix). */
  to?: string;
  /** The recent query to run again. */
  query?: string;
}

const GROUP_ICONS: Record<Option['group'], ReactNode> = {
  lessons: <BookIcon size={16} />,
  materials: <FileIcon size={16} />,
  conversations: <ChatBubbleIcon size={16} />,
  saved: <BookmarkIcon size={16} />,
  recent: <ClockIcon size={16} />,
};

function hitOptions(
  results: SearchResults,
  pageLabel: (hit: SearchResults['materials'][number]) => string,
  locale: Locale,
) {
  const q = encodeURIComponent;
  return {
    // A course lesson opens at the section that matched ("Physics 1 · Units and the Language of
    // Physics", the section's heading beside it).
    lessons: results.lessons.map<Option>((h, i) => {
      const [courseId = '', lessonId = ''] = h.lessonId.split('.');
      return {
        key: `l-${i}-${h.lessonId}`,
        group: 'lessons',
        title: h.title[locale],
        detail: h.section ? `${h.course[locale]} › ${h.section.heading[locale]}` : h.course[locale],
        snippet: h.snippet,
        to: `/courses/${q(courseId)}/lessons/${q(lessonId)}${h.section ? `#section=${q(h.section.id)}` : ''}`,
      };
    }),
    materials: results.materials.map<Option>((h, i) => ({
      key: `m-${i}-${h.fileId}`,
      group: 'materials',
      title: h.name,
      detail: pageLabel(h),
      snippet: h.snippet,
      // The chat opens the file's conversation with its viewer at that page.
      to: `/ai-engine?file=${q(h.fileId)}&page=${h.page}`,
    })),
    conversations: results.conversations.map<Option>((h, i) => ({
      key: `c-${i}-${h._id}`,
      group: 'conversations',
      title: h.title,
      snippet: h.snippet,
      to: `/ai-engine/conversation/${q(h._id)}`,
    })),
    // The saved-content page has no way to single one item out: it opens at the top.
    saved: results.saved.map<Option>((h, i) => ({
      key: `s-${i}-${h._id}`,
      group: 'saved',
      title: h.title,
      snippet: h.snippet,
      to: '/saved',
    })),
  };
}

const NO_ACTIVE = { key: '', index: -1 };

function Highlighted({ text, query }: { text: string; query: string }) {
  return <>{highlight(text, query).map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : s.text))}</>;
}

function SkeletonRows({ rows }: { rows: number }) {
  return (
    <div className="nibras-search__skeleton" aria-hidden="true" data-testid="search-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} active title={false} paragraph={{ rows: 2, width: ['60%', '90%'] }} />
      ))}
    </div>
  );
}

export function SearchMenu() {
  const { t, i18n } = useTranslation('shell');
  const gate = useOnboardingGate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const locale: Locale = localeFromPath(pathname) ?? (isLocale(i18n.language) ? i18n.language : 'en');
  const [open, setOpen] = useState(false);
  const search = useSearch(api);
  const { recent, load: loadRecent, record, clear } = useRecentSearches(api);
  const [clearing, setClearing] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const input = useRef<InputRef>(null);
  const id = useId();
  const listId = `${id}-list`;
  const { view } = search;

  // The choices shown, in the order the arrow keys go through them.
  const groups: Array<{ key: Option['group']; options: Option[] }> = [];
  if (view.status === 'idle') {
    groups.push({
      key: 'recent',
      options: recent.items.map((r) => ({
        key: `r-${r.query}`,
        group: 'recent',
        title: r.query,
        query: r.query,
      })),
    });
  } else if (view.status === 'done') {
    // "page 2", "slide 2", or "photo" (a photo has one page).
    const hits = hitOptions(view.results, (hit) => t(`search.${hit.unit}`, { page: hit.page }), locale);
    // The student's own content first (the spec's three groups), then the course lessons.
    for (const key of ['materials', 'conversations', 'saved', 'lessons'] as const) {
      if (hits[key].length) groups.push({ key, options: hits[key] });
    }
  }
  const options = groups.flatMap((g) => g.options);
  const optionsKey = `${view.status}|${options.map((o) => o.key).join('|')}`;
  // The active choice (aria-activedescendant), forgotten whenever the choices change.
  const [active, setActive] = useState({ key: '', index: -1 });
  const activeIndex = active.key === optionsKey ? active.index : -1;
  const optionId = (i: number) => `${id}-option-${i}`;

  const close = () => {
    setOpen(false);
    setActive(NO_ACTIVE);
    trigger.current?.focus();
  };
  const openMenu = () => {
    setOpen(true);
    if (!search.text.trim()) loadRecent();
  };

  const choose = (option: Option) => {
    if (option.query !== undefined) {
      search.searchNow(option.query);
      return;
    }
    if (view.status === 'done') record(view.query);
    close();
    void navigate(`/${locale}${option.to}`);
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    const next =
      activeIndex < 0
        ? step > 0
          ? 0
          : options.length - 1
        : (activeIndex + step + options.length) % options.length;
    setActive({ key: optionsKey, index: next });
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onInputKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      const option = options[activeIndex];
      if (option) choose(option);
      else if (search.text.trim()) {
        // Enter while typing searches at once (no wait), and keeps the query among the recent ones.
        search.searchNow(search.text);
        record(search.text);
      }
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
  };

  const onClear = async () => {
    setClearing(true);
    const cleared = await clear();
    setClearing(false);
    if (!cleared) toast.error('shell:search.clearFailed');
    input.current?.focus();
  };

  const errorLine = view.status === 'error' ? (view.error?.[locale] ?? t('search.error')) : '';
  // What the live region says: how many hits, or that the search failed.
  const announcement = view.status === 'done' ? t('search.resultCount', { count: view.count }) : errorLine;

  const indexOf = new Map(options.map((o, i) => [o, i]));
  const listbox = (
    <ul
      id={listId}
      role="listbox"
      className="nibras-search__list"
      aria-label={t(view.status === 'idle' ? 'search.recent' : 'search.results')}
      data-testid="search-listbox"
    >
      {groups.map((group) => {
        const headingId = `${id}-group-${group.key}`;
        return (
          <li key={group.key} role="presentation">
            <ul
              role="group"
              aria-labelledby={headingId}
              className="nibras-search__group"
              data-testid={`search-group-${group.key}`}
            >
              {group.key !== 'recent' && (
                <li role="presentation" id={headingId} className="nibras-popover__heading">
                  {t(`search.groups.${group.key}`)}
                </li>
              )}
              {group.options.map((option) => {
                const i = indexOf.get(option) ?? -1;
                return (
                  <li
                    key={option.key}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === activeIndex}
                    className="nibras-search__option"
                    data-testid="search-option"
                    data-group={option.group}
                    // The focus stays in the box.
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => choose(option)}
                  >
                    <span className="nibras-search__icon">{GROUP_ICONS[option.group]}</span>
                    <span className="nibras-search__text">
                      <span className="nibras-search__title">
                        <bdi>{option.title}</bdi>
                        {option.detail && <span className="nibras-search__detail">{option.detail}</span>}
                      </span>
                      {option.snippet && view.status === 'done' && (
                        <span className="nibras-search__snippet" dir="auto">
                          <Highlighted text={option.snippet} query={view.query} />
                        </span>
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );

  let body: ReactNode;
  if (view.status === 'idle') {
    body = (
      <>
        <div className="nibras-search__recent-head">
          <h3 className="nibras-popover__heading" id={`${id}-group-recent`}>
            {t('search.recent')}
          </h3>
          {recent.items.length > 0 && (
            <Button
              type="link"
              size="small"
              loading={clearing}
              onClick={() => void onClear()}
              aria-label={t('search.clearLabel')}
              data-testid="search-clear-recent"
            >
              {t('search.clear')}
            </Button>
          )}
        </div>
        {recent.items.length > 0 ? (
          listbox
        ) : recent.status === 'loading' || recent.status === 'idle' ? (
          <SkeletonRows rows={2} />
        ) : recent.status === 'error' ? (
          <p className="nibras-popover__empty">{t('search.recentError')}</p>
        ) : (
          <p className="nibras-popover__empty" data-testid="search-recent-empty">
            {t('search.noRecent')}
          </p>
        )}
        <p className="nibras-popover__note">{t('search.hint')}</p>
      </>
    );
  } else if (view.status === 'pending') {
    body = <SkeletonRows rows={3} />;
  } else if (view.status === 'error') {
    body = (
      <div className="nibras-search__error" data-testid="search-error">
        <p>{errorLine}</p>
        <Button size="small" onClick={search.retry}>
          {t('search.retry')}
        </Button>
      </div>
    );
  } else if (view.count === 0) {
    body = (
      <div className="nibras-popover__empty" data-testid="search-no-results">
        <p>{t('search.noResults', { query: view.query })}</p>
        <p className="nibras-search__hint">{t('search.hint')}</p>
      </div>
    );
  } else {
    body = listbox;
  }

  const content = (
    <div
      className="nibras-popover nibras-search"
      dir={dirOf(locale)}
      lang={locale}
      role="dialog"
      aria-label={t('search.label')}
      onKeyDown={onKeyDown}
      data-testid="search-panel"
    >
      <Input
        ref={input}
        autoFocus
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={options.length > 0 ? listId : undefined}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-busy={view.status === 'pending'}
        value={search.text}
        onChange={(e) => {
          search.setText(e.target.value);
          if (!e.target.value.trim() && recent.status === 'idle') loadRecent();
        }}
        onKeyDown={onInputKeyDown}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        prefix={<SearchIcon size={16} />}
        allowClear
        maxLength={MAX_QUERY_LENGTH}
        enterKeyHint="search"
        data-testid="search-input"
      />
      <p role="status" aria-live="polite" className="nibras-visually-hidden" data-testid="search-status">
        {announcement}
      </p>
      <div className="nibras-search__body" aria-busy={view.status === 'pending'}>
        {body}
      </div>
    </div>
  );

  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottom"
      open={open}
      onOpenChange={(next) => {
        if (next && gate.blocked) return;
        if (next) openMenu();
        else {
          setOpen(false);
          setActive(NO_ACTIVE);
        }
      }}
      afterOpenChange={(visible) => {
        if (visible) input.current?.focus();
      }}
      arrow={false}
    >
      <Button
        ref={trigger}
        type="text"
        shape="circle"
        className="nibras-nav__icon"
        aria-label={t('search.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-nav="search"
        icon={<SearchIcon />}
        onClick={(e) => gate.intercept(e)}
      />
    </Popover>
  );
}
