// /courses: the catalogue (GET /courses). By default the API filters it to the student's grade and
// track from onboarding; the filter shows as chips (the grade or university year, the track, and
// "All courses"), and a search box (debounced 400 ms, spec section 9) searches titles, units and
// lessons in either language. States: skeleton cards while loading; an empty state for a search
// with no result (what to try, and a way to search every course); another for a level with no
// course; an error with retry.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SearchIcon, Skeleton, useDebouncedValue, usePageMeta, useRemote } from '@nibras/shared-ui';
import { Input } from '@nibras/shared-ui/extra';
import { getCatalogue, type Catalogue, type CatalogueFilter, type CatalogueQuery } from './api';
import { CourseCard } from './CourseCard';
import { formatNumber, trackKey } from './format';
import { useLearningStyle } from './style';
import { BookOpenIcon } from './subjects';
import './courses.css';

/** The search box waits this long after the last key (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 400;
const SKELETON_CARDS = 6;

/** What the chips offer: a school grade, the university's first year, or every course. */
export type LevelChoice = 'grade10' | 'grade11' | 'grade12' | 'university' | 'all';
export const LEVEL_CHOICES: readonly LevelChoice[] = ['grade10', 'grade11', 'grade12', 'university', 'all'];

const GRADE_OF = { grade10: 10, grade11: 11, grade12: 12 } as const;

/** The query of a chip (null: the student's own filter, which the API applies by default). */
function queryOf(choice: LevelChoice | null): CatalogueQuery {
  switch (choice) {
    case null:
      return {};
    case 'all':
      return { all: true };
    case 'university':
      return { stage: 'university' };
    default:
      return { grade: GRADE_OF[choice] };
  }
}

/** The chip of the filter the API applied. */
export function choiceOf(filter: CatalogueFilter): LevelChoice {
  if (filter.stage === 'university' || filter.track === 'university') return 'university';
  if (filter.grade === 10 || filter.grade === 11 || filter.grade === 12) return `grade${filter.grade}`;
  return 'all';
}

function SkeletonCards() {
  const { t } = useTranslation('learning');
  return (
    <div data-testid="catalogue-loading">
      <p role="status" className="nibras-visually-hidden">
        {t('courses.catalogue.loading')}
      </p>
      <ul className="course-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i}>
            <div className="course-card course-card--skeleton">
              <Skeleton
                avatar={{ shape: 'square' }}
                active
                title={{ width: '70%' }}
                paragraph={{ rows: 3 }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LevelChips({
  value,
  filter,
  onChange,
}: {
  value: LevelChoice | null;
  filter: CatalogueFilter | null;
  onChange(choice: LevelChoice): void;
}) {
  const { t } = useTranslation('learning');
  const name = `${useId().replace(/:/g, '')}-level`;
  return (
    <div className="catalogue-chips" data-testid="catalogue-chips">
      <fieldset className="catalogue-chips__group">
        <legend className="catalogue-chips__legend">{t('courses.filter.label')}</legend>
        <div className="catalogue-chips__row">
          {LEVEL_CHOICES.map((choice) => (
            <label key={choice} className="learning-chip" data-testid={`catalogue-chip-${choice}`}>
              <input
                type="radio"
                name={name}
                value={choice}
                checked={value === choice}
                onChange={() => onChange(choice)}
                className="learning-chip__input"
              />
              <span className="learning-chip__text">{t(`courses.filter.${choice}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {filter?.track && value !== 'all' && (
        <p className="catalogue-chips__track" data-testid="catalogue-track">
          <span className="catalogue-chips__track-label">{t('courses.filter.track')}</span>{' '}
          <span className="learning-chip learning-chip--static">{t(trackKey(filter.track))}</span>
        </p>
      )}
    </div>
  );
}

function EmptyState({
  title,
  body,
  tips,
  actions,
  testId,
}: {
  title: string;
  body: string;
  tips?: string[];
  actions: ReactNode;
  testId: string;
}) {
  const headingId = useId();
  return (
    <section className="learning-empty" data-testid={testId} aria-labelledby={headingId}>
      <span className="learning-empty__icon" aria-hidden="true">
        <BookOpenIcon size={34} />
      </span>
      <h2 id={headingId} className="learning-empty__title">
        {title}
      </h2>
      <p className="learning-empty__body">{body}</p>
      {tips && (
        <ul className="learning-empty__tips">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
      <div className="learning-empty__actions">{actions}</div>
    </section>
  );
}

const isolate = (text: string) => `\u2068${text}\u2069`;

export function CataloguePage() {
  const { t } = useTranslation('learning');
  const { api, locale, location } = useRemote();
  const style = useLearningStyle();
  const searchId = useId();

  const [choice, setChoice] = useState<LevelChoice | null>(null);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [attempt, setAttempt] = useState(0);
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  /** The request the shown list answers, and whether it failed: another key means loading. */
  const [settled, setSettled] = useState<{ key: string; ok: boolean } | null>(null);
  const generation = useRef(0);

  usePageMeta({
    title: `${t('courses.catalogue.title')} · ${t('common:app.name')}`,
    description: t('courses.catalogue.description'),
    path: location.pathname,
    locale,
  });

  const key = JSON.stringify([choice, query, attempt]);
  useEffect(() => {
    const controller = new AbortController();
    const current = ++generation.current;
    const requestKey = JSON.stringify([choice, query, attempt]);
    getCatalogue(api, { ...queryOf(choice), q: query || undefined }, controller.signal).then(
      (answer) => {
        if (current !== generation.current) return;
        setCatalogue(answer);
        setSettled({ key: requestKey, ok: true });
      },
      () => {
        if (controller.signal.aborted || current !== generation.current) return;
        setSettled({ key: requestKey, ok: false });
      },
    );
    return () => controller.abort();
  }, [api, choice, query, attempt]);

  const status = settled?.key !== key ? 'loading' : settled.ok ? 'ready' : 'error';
  const filter = catalogue?.filter ?? null;
  const selected = choice ?? (filter ? choiceOf(filter) : null);
  const courses = catalogue?.courses ?? [];

  let body: ReactNode;
  if (status === 'error') {
    body = (
      <section className="learning-error" role="alert" data-testid="catalogue-error">
        <h2 className="learning-error__title">{t('courses.catalogue.error.title')}</h2>
        <p>{t('courses.catalogue.error.body')}</p>
        <Button onClick={() => setAttempt((n) => n + 1)} data-testid="catalogue-retry">
          {t('common.retry')}
        </Button>
      </section>
    );
  } else if (status === 'loading' && !catalogue) {
    body = <SkeletonCards />;
  } else if (courses.length === 0 && query) {
    body = (
      <EmptyState
        testId="catalogue-no-results"
        title={t('courses.noResults.title', { query: isolate(query) })}
        body={t('courses.noResults.body')}
        tips={[
          t('courses.noResults.tips.spelling'),
          t('courses.noResults.tips.shorter'),
          t('courses.noResults.tips.language'),
        ]}
        actions={
          <>
            {selected !== 'all' && (
              <Button type="primary" onClick={() => setChoice('all')} data-testid="catalogue-search-all">
                {t('courses.noResults.searchAll')}
              </Button>
            )}
            <Button onClick={() => setSearch('')} data-testid="catalogue-clear-search">
              {t('courses.noResults.clear')}
            </Button>
          </>
        }
      />
    );
  } else if (courses.length === 0) {
    body = (
      <EmptyState
        testId="catalogue-empty"
        title={t('courses.empty.title')}
        body={t('courses.empty.body')}
        actions={
          selected !== 'all' && (
            <Button type="primary" onClick={() => setChoice('all')} data-testid="catalogue-show-all">
              {t('courses.empty.showAll')}
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <ul className="course-grid" aria-busy={status === 'loading' || undefined} data-testid="catalogue-list">
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      className="learning-page catalogue"
      style={style}
      data-testid="page-learning-courses"
      aria-labelledby="catalogue-title"
    >
      <header className="learning-page__header">
        <h1 id="catalogue-title" className="learning-page__title">
          {t('courses.catalogue.title')}
        </h1>
        <p className="learning-page__description">{t('courses.catalogue.description')}</p>
      </header>

      <div className="catalogue-tools">
        <div className="catalogue-search">
          <label htmlFor={searchId} className="nibras-visually-hidden">
            {t('courses.search.label')}
          </label>
          <Input
            id={searchId}
            type="search"
            size="large"
            allowClear
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('courses.search.placeholder')}
            prefix={<SearchIcon size={18} />}
            data-testid="catalogue-search"
          />
        </div>
        <LevelChips value={selected} filter={filter} onChange={setChoice} />
      </div>

      {status === 'ready' && courses.length > 0 && (
        <p className="catalogue-count" role="status" data-testid="catalogue-count">
          {query
            ? t('courses.catalogue.countFor', {
                count: courses.length,
                n: formatNumber(courses.length, locale),
                query: isolate(query),
              })
            : t('courses.catalogue.count', {
                count: courses.length,
                n: formatNumber(courses.length, locale),
              })}
        </p>
      )}

      {body}
    </section>
  );
}

export default CataloguePage;
