// The board itself: the top 10, then (when the student is further down) a "…" and the student's
// row between their neighbours. A table on wider screens (a caption, column and row headers) and
// a list of compact rows on phones. Places 1-3 carry a medal; the student's own row is marked
// "You" and highlighted; an anonymous student is "Anonymous student".
import { useTranslation } from 'react-i18next';
import { defineIcon, useRemote, type Locale } from '@nibras/shared-ui';
import { formatHours, formatNumber, formatScore, type Leaderboard, type LeaderboardRow } from './api';

const MedalIcon = defineIcon(
  <>
    <path d="M7.2 2h3.6l2 4.3M16.8 2h-3.6l-1 2.2" />
    <circle cx="12" cy="14.5" r="6.5" />
    <path d="m12 11.2 1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5 2.2-.3z" />
  </>,
);
export const FlameIcon = defineIcon(
  <path d="M12 22c4 0 7-2.7 7-6.8 0-4.2-3.4-6.4-4.3-10.7-2 1.4-3 3.7-2.8 6-1.2-.9-2-2.4-2.1-4C7 8.7 5 11.6 5 15.2 5 19.3 8 22 12 22z" />,
);

/** The rows shown after the top 10: the student's neighbours and their own row, in board order. */
export function rowsBelowTop(
  board: Pick<Leaderboard, 'me' | 'top' | 'neighbours' | 'neighboursAbove'>,
): LeaderboardRow[] {
  const { me, top, neighbours, neighboursAbove } = board;
  if (!me || top.some((row) => row.you)) return [];
  return [...neighbours.slice(0, neighboursAbove), me, ...neighbours.slice(neighboursAbove)];
}

function useCounts() {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  return {
    locale,
    days: (n: number) => t('leaderboard.days', { count: n, n: formatNumber(n, locale) }),
    points: (n: number) => t('leaderboard.points', { count: n, n: formatScore(n, locale) }),
  };
}

function Place({ place, locale }: { place: number; locale: Locale }) {
  const { t } = useTranslation('learning');
  const medal = place >= 1 && place <= 3;
  return (
    <span className={medal ? `lb-place lb-place--${place}` : 'lb-place'} data-testid="lb-place">
      {medal && (
        <span
          className="lb-medal"
          role="img"
          aria-label={t(`leaderboard.medal.${place}`)}
          data-testid="lb-medal"
        >
          <MedalIcon size={22} />
        </span>
      )}
      <span className="lb-place__number" aria-hidden={medal || undefined}>
        {formatNumber(place, locale)}
      </span>
    </span>
  );
}

function Name({ row }: { row: LeaderboardRow }) {
  const { t } = useTranslation('learning');
  return (
    <span className="lb-name">
      {row.name === null ? (
        <span className="lb-name__anonymous" data-testid="lb-name">
          {t('leaderboard.anonymous')}
        </span>
      ) : (
        <bdi className="lb-name__text" data-testid="lb-name">
          {row.name}
        </bdi>
      )}
      {row.you && (
        <span className="learning-tag learning-tag--new lb-you" data-testid="lb-you">
          {t('leaderboard.you')}
        </span>
      )}
    </span>
  );
}

function rowClass(row: LeaderboardRow, base: string) {
  return [base, row.you ? `${base}--you` : null, row.place <= 3 ? `${base}--podium` : null]
    .filter(Boolean)
    .join(' ');
}

function TableRow({ row }: { row: LeaderboardRow }) {
  const { locale, days } = useCounts();
  return (
    <tr
      className={rowClass(row, 'lb-row')}
      aria-current={row.you ? 'true' : undefined}
      data-testid="lb-row"
      data-place={row.place}
      data-you={row.you || undefined}
    >
      <td className="lb-cell lb-cell--place">
        <Place place={row.place} locale={locale} />
      </td>
      <th scope="row" className="lb-cell lb-cell--name">
        <Name row={row} />
      </th>
      <td className="lb-cell lb-cell--num" data-testid="lb-streak">
        {days(row.streak)}
      </td>
      <td className="lb-cell lb-cell--num" data-testid="lb-lessons">
        {formatNumber(row.lessonsCompleted, locale)}
      </td>
      <td className="lb-cell lb-cell--num" data-testid="lb-hours">
        {formatHours(row.learningHours, locale)}
      </td>
      <td className="lb-cell lb-cell--num lb-cell--score" data-testid="lb-score">
        {formatScore(row.score, locale)}
      </td>
    </tr>
  );
}

const COLUMNS = ['place', 'name', 'streak', 'lessons', 'hours', 'score'] as const;

export function BoardTable({ board, caption }: { board: Leaderboard; caption: string }) {
  const { t } = useTranslation('learning');
  const rest = rowsBelowTop(board);
  return (
    <div className="lb-table-wrap">
      <table className="lb-table" data-testid="lb-table">
        <caption className="nibras-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`lb-head lb-head--${column === 'place' || column === 'name' ? column : 'num'}`}
              >
                {t(`leaderboard.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.top.map((row, i) => (
            <TableRow key={`top-${i}-${row.place}`} row={row} />
          ))}
        </tbody>
        {rest.length > 0 && (
          <tbody data-testid="lb-rest">
            <tr className="lb-gap" data-testid="lb-gap">
              <td colSpan={COLUMNS.length} className="lb-gap__cell">
                <span className="lb-gap__mark" aria-hidden="true" />
                <span className="nibras-visually-hidden">{t('leaderboard.gapLabel')}</span>
              </td>
            </tr>
            {rest.map((row, i) => (
              <TableRow key={`rest-${i}-${row.place}`} row={row} />
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}

function ListRow({ row }: { row: LeaderboardRow }) {
  const { t } = useTranslation('learning');
  const { locale, days, points } = useCounts();
  return (
    <li
      className={rowClass(row, 'lb-item')}
      aria-current={row.you ? 'true' : undefined}
      data-testid="lb-row"
      data-place={row.place}
      data-you={row.you || undefined}
    >
      <Place place={row.place} locale={locale} />
      <div className="lb-item__main">
        <Name row={row} />
        <dl className="lb-item__stats">
          <div>
            <dt>
              <FlameIcon size={14} />
              <span className="nibras-visually-hidden">{t('leaderboard.stats.streak')}</span>
            </dt>
            <dd data-testid="lb-streak">{days(row.streak)}</dd>
          </div>
          <div>
            <dt>{t('leaderboard.stats.lessons')}</dt>
            <dd data-testid="lb-lessons">{formatNumber(row.lessonsCompleted, locale)}</dd>
          </div>
          <div>
            <dt>{t('leaderboard.stats.hours')}</dt>
            <dd data-testid="lb-hours">{formatHours(row.learningHours, locale)}</dd>
          </div>
        </dl>
      </div>
      <span className="lb-item__score" data-testid="lb-score">
        {points(row.score)}
      </span>
    </li>
  );
}

export function BoardList({ board, caption }: { board: Leaderboard; caption: string }) {
  const { t } = useTranslation('learning');
  const rest = rowsBelowTop(board);
  return (
    <div className="lb-list" data-testid="lb-list">
      <ol className="lb-items" aria-label={caption}>
        {board.top.map((row, i) => (
          <ListRow key={`top-${i}-${row.place}`} row={row} />
        ))}
      </ol>
      {rest.length > 0 && (
        <>
          <p className="lb-gap lb-gap--list" data-testid="lb-gap">
            <span className="lb-gap__mark" aria-hidden="true" />
            <span className="nibras-visually-hidden">{t('leaderboard.gapLabel')}</span>
          </p>
          <ol className="lb-items" aria-label={t('leaderboard.gapLabel')} data-testid="lb-rest">
            {rest.map((row, i) => (
              <ListRow key={`rest-${i}-${row.place}`} row={row} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
