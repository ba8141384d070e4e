// One review session: the cards one at a time. The front (Markdown and math), "Show answer" (Space
// or Enter), then the back and four ratings (Again / Hard / Good / Easy, keys 1-4, also the
// Arabic-Indic digits and the physical digit keys of any layout), each with the interval it
// schedules. A progress bar through the session and the counts left (from each grade's answer).
// Focus: each new card's heading takes focus, the answer's heading when it is shown, and a live
// region says what happened (the answer shown, the rating saved with its interval). A rating that
// cannot be saved stays on the card with a retry. The end (or "End session") hands the tally to
// the panel, which shows the summary.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, useRemote } from '@nibras/shared-ui';
import { Progress } from '@nibras/shared-ui/extra';
import { LessonMarkdown } from '../courses/LessonMarkdown';
import { formatNumber } from '../courses/format';
import { gradeCard, RATINGS, type Rating, type ReviewCard, type ReviewCounts } from './api';
import { focusSoon } from './focus';
import { formatInterval } from './format';

export interface SessionTally {
  reviewed: number;
  again: number;
}

/** The rating of a key press: 1-4 (Latin or Arabic-Indic digits), or the digit keys by position. */
function ratingOfKey(event: KeyboardEvent): Rating | null {
  const byKey: Record<string, number> = { '1': 0, '2': 1, '3': 2, '4': 3, '١': 0, '٢': 1, '٣': 2, '٤': 3 };
  const byCode: Record<string, number> = {
    Digit1: 0,
    Digit2: 1,
    Digit3: 2,
    Digit4: 3,
    Numpad1: 0,
    Numpad2: 1,
    Numpad3: 2,
    Numpad4: 3,
  };
  const index = byKey[event.key] ?? byCode[event.code];
  return index === undefined ? null : RATINGS[index]!;
}

/** The text direction of a card's text: its language's when known, else its letters'. */
const dirOf = (lang: ReviewCard['lang']) => (lang === 'ar' ? 'rtl' : lang === 'en' ? 'ltr' : 'auto');

export function ReviewSession({
  cards,
  counts,
  onFinish,
}: {
  cards: ReviewCard[];
  counts: ReviewCounts;
  /** The session is over: every card rated, or the student ended it. */
  onFinish: (tally: SessionTally) => void;
}) {
  const { t } = useTranslation('learning');
  const { api, locale } = useRemote();
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [grading, setGrading] = useState<Rating | null>(null);
  const [failed, setFailed] = useState<Rating | null>(null);
  const [left, setLeft] = useState(counts);
  const [tally, setTally] = useState<SessionTally>({ reviewed: 0, again: 0 });
  const [announcement, setAnnouncement] = useState('');
  const busy = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answerRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const answerId = useId();
  const card = cards[index]!;
  const n = (value: number) => formatNumber(value, locale);

  // The new card's heading takes focus (the first one too: the session just opened), the answer's
  // heading once shown.
  useEffect(() => focusSoon(headingRef.current), [index]);
  useEffect(() => (revealed ? focusSoon(answerRef.current) : undefined), [revealed]);

  const interval = useCallback(
    (rating: Rating, long = false) =>
      formatInterval(
        card.intervals[rating],
        locale,
        t(long ? 'review.session.underMinuteLong' : 'review.session.underMinute'),
      ),
    [card, locale, t],
  );

  const reveal = () => {
    if (revealed) return;
    setRevealed(true);
    setAnnouncement(t('review.session.announceShown'));
  };

  /** On to the next card, or the end with the tally. */
  const advance = (next: SessionTally) => {
    setTally(next);
    if (index + 1 >= cards.length) onFinish(next);
    else {
      setIndex(index + 1);
      setRevealed(false);
    }
  };

  const grade = async (rating: Rating) => {
    if (!revealed || busy.current) return;
    busy.current = true;
    setGrading(rating);
    setFailed(null);
    const counted = { reviewed: tally.reviewed + 1, again: tally.again + (rating === 'again' ? 1 : 0) };
    try {
      const result = await gradeCard(api, card._id, rating);
      setLeft(result.counts);
      setAnnouncement(
        t('review.session.announceGraded', {
          rating: t(`review.session.ratings.${rating}`),
          interval: interval(rating, true),
        }),
      );
      advance(counted);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // 409: graded meanwhile (an earlier try that did arrive); 404: its source was deleted. Either
      // way the card is done. A 401 signs the student out (the API client); the rest can be retried.
      if (status === 409) advance(counted);
      else if (status === 404) advance(tally);
      else if (status !== 401) setFailed(rating);
    } finally {
      busy.current = false;
      setGrading(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A held key repeats: one press, one action (never a run of cards rated at once).
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented || event.repeat) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (!revealed) {
      // On a button or a link, Space and Enter press it (the browser's own behaviour).
      if ((event.key === ' ' || event.key === 'Enter') && !target.closest('button, a, [role="button"]')) {
        event.preventDefault();
        reveal();
      }
      return;
    }
    const rating = ratingOfKey(event);
    if (rating) {
      event.preventDefault();
      void grade(rating);
    }
  };

  const done = tally.reviewed;
  const total = cards.length;
  return (
    // The shortcuts work while focus is in the session (its headings take focus as cards change).
    <div className="review-session" onKeyDown={onKeyDown} data-testid="review-session">
      <div className="review-session__top">
        <Progress
          percent={Math.round((done / total) * 100)}
          showInfo={false}
          size="small"
          aria-label={t('review.session.progress', { done: n(done), total: n(total) })}
          data-testid="review-progressbar"
        />
        <p className="review-session__meta">
          <span data-testid="review-progress">
            {t('review.session.progress', { done: n(done), total: n(total) })}
          </span>
          <span data-testid="review-remaining">
            {t('review.session.remaining', { due: n(left.due), new: n(left.new) })}
          </span>
        </p>
      </div>

      <article
        className="review-card"
        aria-labelledby={headingId}
        data-testid="review-card"
        data-card-id={card._id}
        data-source={card.source.kind}
      >
        <header className="review-card__header">
          <h3
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="review-card__heading"
            data-testid="review-card-heading"
          >
            {t('review.session.cardOf', { number: n(index + 1), total: n(total) })}
          </h3>
          <span className="review-card__tags">
            <span className="learning-tag">{t(`review.session.source.${card.source.kind}`)}</span>
            <span className={`learning-tag${card.state === 'new' ? ' learning-tag--new' : ''}`}>
              {t(`review.session.state.${card.state}`)}
            </span>
          </span>
        </header>
        <div
          className="review-card__front"
          lang={card.lang}
          dir={dirOf(card.lang)}
          data-testid="review-front"
        >
          <LessonMarkdown text={card.front} />
        </div>
        {revealed && (
          <section className="review-card__back" aria-labelledby={answerId}>
            <h4 id={answerId} ref={answerRef} tabIndex={-1} className="review-card__answer-heading">
              {t('review.session.answer')}
            </h4>
            <div lang={card.lang} dir={dirOf(card.lang)} data-testid="review-back">
              <LessonMarkdown text={card.back} />
            </div>
          </section>
        )}
      </article>

      {revealed ? (
        <fieldset className="review-grades" data-testid="review-grades">
          <legend className="review-grades__legend">{t('review.session.rateLegend')}</legend>
          {RATINGS.map((rating, i) => (
            <Button
              key={rating}
              className={`review-grade review-grade--${rating}`}
              onClick={() => void grade(rating)}
              loading={grading === rating}
              disabled={grading !== null && grading !== rating}
              aria-keyshortcuts={String(i + 1)}
              data-testid={`review-grade-${rating}`}
            >
              <kbd className="review-grade__key" aria-hidden="true">
                {n(i + 1)}
              </kbd>{' '}
              <span className="review-grade__name">{t(`review.session.ratings.${rating}`)}</span>
              <span className="nibras-visually-hidden">
                {t('review.session.gradeBridge', { help: t(`review.session.ratingHelp.${rating}`) })}
              </span>{' '}
              <span className="review-grade__interval" data-testid="review-interval">
                {interval(rating)}
              </span>
            </Button>
          ))}
        </fieldset>
      ) : (
        <div className="review-show">
          <Button
            type="primary"
            size="large"
            onClick={reveal}
            aria-keyshortcuts="Space Enter"
            data-testid="review-show"
          >
            {t('review.session.show')}
          </Button>
          <span className="review-show__keys" aria-hidden="true">
            {t('review.session.showKeys')}
          </span>
        </div>
      )}

      {failed && (
        <div className="review-session__error" role="alert" data-testid="review-grade-error">
          <span>{t('review.session.gradeError')}</span>
          <Button size="small" onClick={() => void grade(failed)} data-testid="review-grade-retry">
            {t('common.retry')}
          </Button>
        </div>
      )}

      <footer className="review-session__footer">
        <p className="review-session__keys" aria-hidden="true">
          {t('review.session.keysHint')}
        </p>
        <Button type="link" onClick={() => onFinish(tally)} data-testid="review-end">
          {t('review.session.end')}
        </Button>
      </footer>

      <p role="status" className="nibras-visually-hidden" data-testid="review-announcer">
        {grading ? t('review.session.saving') : announcement}
      </p>
    </div>
  );
}
