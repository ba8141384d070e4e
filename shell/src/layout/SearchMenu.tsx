// The search dropdown (spec section 2): placeholder content, not real search. The box
// is debounced by 400 ms (spec section 9) and filters a "recent" list of two static
// entries; no call is made.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ClockIcon, SearchIcon, useDebouncedValue } from '@nibras/shared-ui';
import { Input, Popover } from '@nibras/shared-ui/extra';
import { useOnboardingGate } from './OnboardingGate';

export const SEARCH_DEBOUNCE_MS = 400;
const RECENT = ['recent1', 'recent2'] as const;

export function SearchMenu() {
  const { t } = useTranslation('shell');
  const gate = useOnboardingGate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const entries = RECENT.map((key) => t(`search.${key}`)).filter((text) =>
    text.toLowerCase().includes(debounced),
  );
  const pending = query.trim().toLowerCase() !== debounced;

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') close();
  };

  const content = (
    <div
      className="nibras-popover nibras-search"
      role="dialog"
      aria-label={t('search.label')}
      onKeyDown={onKeyDown}
    >
      <Input
        autoFocus
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        aria-controls={`${id}-results`}
        prefix={<SearchIcon size={16} />}
        allowClear
        data-testid="search-input"
      />
      <h3 className="nibras-popover__heading" id={`${id}-heading`}>
        {t('search.recent')}
      </h3>
      <ul
        id={`${id}-results`}
        className="nibras-search__list"
        aria-labelledby={`${id}-heading`}
        aria-busy={pending}
        data-testid="search-recent"
      >
        {entries.map((text) => (
          <li key={text}>
            <ClockIcon size={16} />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      {entries.length === 0 && (
        <p className="nibras-popover__empty" role="status">
          {t('search.noMatches', { query: query.trim() })}
        </p>
      )}
      <p className="nibras-popover__note">{t('search.comingSoon')}</p>
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
        setOpen(next);
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
