// Taking a quiz: one question at a time, with a navigator (answered, not answered, flagged), a
// progress bar, a saved indicator, previous/next, flags, and submit. Submit is refused on the page
// when a question is unanswered (the spec's message as an error toast, and the first unanswered
// question shown), asks for a confirmation, waits for the answers still being saved, and shows
// the API's refusal the same way if the API finds one unanswered too.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, GENERIC_ERROR, toast, useRemote } from '@nibras/shared-ui';
import { Modal } from '@nibras/shared-ui/extra';
import { submitAttempt, type QuizAttempt } from './api';
import { isAnswered, unansweredIds } from './answers';
import { formatInteger } from './digits';
import { QuestionCard } from './QuestionCard';
import { QuizHeading } from './QuizHeading';
import type { QuizAttemptState } from './useQuizAttempt';

const FLAGS_KEY = (attemptId: string) => `nibras.quiz.flags.${attemptId}`;

/** The flagged questions, kept for the tab's session (a reload keeps them). */
function useFlags(attemptId: string) {
  const [flags, setFlags] = useState<ReadonlySet<string>>(() => {
    try {
      const stored = sessionStorage.getItem(FLAGS_KEY(attemptId));
      return new Set(stored ? (JSON.parse(stored) as string[]) : []);
    } catch {
      return new Set();
    }
  });
  const toggle = (qid: string) =>
    setFlags((before) => {
      const next = new Set(before);
      if (next.has(qid)) next.delete(qid);
      else next.add(qid);
      try {
        sessionStorage.setItem(FLAGS_KEY(attemptId), JSON.stringify([...next]));
      } catch {
        // Private mode: flags last as long as the page.
      }
      return next;
    });
  return [flags, toggle] as const;
}

function FlagIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M5 21V4m0 0h11l-2 4 2 4H5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function QuizTaker({
  attempt,
  state,
  onSubmitted,
}: {
  attempt: QuizAttempt;
  state: QuizAttemptState;
  onSubmitted(attempt: QuizAttempt): void;
}) {
  const { t } = useTranslation('learning');
  const { api, locale } = useRemote();
  const { questions } = attempt;
  const total = questions.length;
  const [flags, toggleFlag] = useFlags(attempt._id);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // A resumed attempt opens at its first unanswered question.
  const [current, setCurrent] = useState(() => {
    const first = questions.findIndex((q) => !isAnswered(q, attempt.answers[q.id]));
    return first === -1 ? 0 : first;
  });
  const questionRef = useRef<HTMLDivElement>(null);
  const focusQuestion = useRef(false);

  const navRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    // The navigator strip (phones) keeps the current question in view.
    navRef.current
      ?.querySelector('[aria-current="step"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    if (!focusQuestion.current) return;
    focusQuestion.current = false;
    questionRef.current?.focus();
  }, [current]);

  const goTo = (index: number) => {
    focusQuestion.current = true;
    setCurrent(Math.max(0, Math.min(total - 1, index)));
    // The same question again (submit refused on it): focus it now.
    if (index === current) questionRef.current?.focus();
  };

  const answeredCount = questions.filter((q) => isAnswered(q, state.answers[q.id])).length;
  const question = questions[current];

  const showUnanswered = (ids: readonly string[]) => {
    const index = questions.findIndex((q) => q.id === ids[0]);
    if (index !== -1) goTo(index);
  };

  const askToSubmit = () => {
    const missing = unansweredIds(attempt, state.answers);
    if (missing.length > 0) {
      toast.error('learning:quiz.submit.unanswered');
      showUnanswered(missing);
      return;
    }
    setConfirmOpen(true);
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      if (!(await state.flush())) {
        toast.error('learning:quiz.take.save.failed');
        return;
      }
      const done = await submitAttempt(api, attempt._id);
      setConfirmOpen(false);
      try {
        sessionStorage.removeItem(FLAGS_KEY(attempt._id));
      } catch {
        // Nothing kept.
      }
      onSubmitted(done);
    } catch (error) {
      setConfirmOpen(false);
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
      const unanswered =
        (error instanceof ApiError && (error.body as { unanswered?: unknown } | null)?.unanswered) || null;
      if (Array.isArray(unanswered) && unanswered.length > 0) {
        state.forget(unanswered as string[]);
        showUnanswered(unanswered as string[]);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const interactive = attempt.behaviour === 'interactive';
  const navState = (qid: string, answered: boolean) => {
    const tries = attempt.tries[qid];
    const checkedRight = interactive && tries && tries.tries > 0 ? tries.correct : null;
    return { answered, flagged: flags.has(qid), checkedRight };
  };

  if (!question) return null;
  const isLast = current === total - 1;

  return (
    <div className="quiz-take" data-testid="quiz-take">
      <header className="quiz-take__header">
        <QuizHeading attempt={attempt} />
        <div className="quiz-take__status">
          <div className="quiz-progress">
            <div
              className="quiz-progress__bar"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={answeredCount}
              aria-valuetext={t('quiz.take.progress', {
                answered: formatInteger(answeredCount, locale),
                total: formatInteger(total, locale),
              })}
              aria-labelledby="quiz-progress-label"
            >
              <span
                className="quiz-progress__fill"
                style={{ inlineSize: `${total === 0 ? 0 : (answeredCount / total) * 100}%` }}
              />
            </div>
            <span className="quiz-progress__label" id="quiz-progress-label" data-testid="quiz-progress">
              {t('quiz.take.progress', {
                answered: formatInteger(answeredCount, locale),
                total: formatInteger(total, locale),
              })}
            </span>
          </div>
          <div
            className={`quiz-saved quiz-saved--${state.saveState}`}
            role="status"
            aria-live="polite"
            data-testid="quiz-saved"
            data-state={state.saveState}
          >
            {state.saveState === 'saving' && t('quiz.take.save.saving')}
            {state.saveState === 'saved' && t('quiz.take.save.saved')}
            {state.saveState === 'failed' && (
              <>
                {t('quiz.take.save.failed')}{' '}
                <button
                  type="button"
                  className="quiz-link-button"
                  onClick={state.retry}
                  data-testid="quiz-save-retry"
                >
                  {t('quiz.take.save.retry')}
                </button>
              </>
            )}
          </div>
        </div>
      </header>

      <div className="quiz-take__body">
        <nav className="quiz-nav" aria-label={t('quiz.take.navigator')} data-testid="quiz-navigator">
          <ol className="quiz-nav__list" ref={navRef}>
            {questions.map((q, index) => {
              const s = navState(q.id, isAnswered(q, state.answers[q.id]));
              const words = [
                s.answered ? t('quiz.take.state.answered') : t('quiz.take.state.unanswered'),
                s.flagged ? t('quiz.take.state.flagged') : null,
                s.checkedRight === true ? t('quiz.take.state.correct') : null,
                s.checkedRight === false ? t('quiz.take.state.wrong') : null,
              ].filter(Boolean);
              return (
                <li key={q.id}>
                  <button
                    type="button"
                    className={[
                      'quiz-nav__item',
                      s.answered ? 'quiz-nav__item--answered' : '',
                      s.flagged ? 'quiz-nav__item--flagged' : '',
                      index === current ? 'quiz-nav__item--current' : '',
                      s.checkedRight === true ? 'quiz-nav__item--right' : '',
                      s.checkedRight === false ? 'quiz-nav__item--wrong' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    aria-current={index === current ? 'step' : undefined}
                    aria-label={`${t('quiz.take.navItem', { number: formatInteger(index + 1, locale) })}: ${words.join(', ')}`}
                    onClick={() => goTo(index)}
                    data-testid="quiz-nav-item"
                    data-answered={s.answered}
                    data-flagged={s.flagged}
                  >
                    {formatInteger(index + 1, locale)}
                    {s.flagged && (
                      <span className="quiz-nav__flag" aria-hidden="true">
                        <FlagIcon />
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ol>
          <ul className="quiz-nav__legend" aria-hidden="true">
            <li>
              <span className="quiz-nav__swatch quiz-nav__swatch--answered" />
              {t('quiz.take.legend.answered')}
            </li>
            <li>
              <span className="quiz-nav__swatch" />
              {t('quiz.take.legend.unanswered')}
            </li>
            <li>
              <span className="quiz-nav__swatch quiz-nav__swatch--flagged">
                <FlagIcon />
              </span>
              {t('quiz.take.legend.flagged')}
            </li>
          </ul>
          <Button
            type="primary"
            block
            className="quiz-nav__submit"
            onClick={askToSubmit}
            data-testid="quiz-submit"
          >
            {t('quiz.take.submit')}
          </Button>
        </nav>

        <div className="quiz-take__main">
          <div className="quiz-take__question" ref={questionRef} tabIndex={-1} key={question.id}>
            <QuestionCard
              question={question}
              number={current + 1}
              total={total}
              answer={state.answers[question.id]}
              certainty={state.certainties[question.id]}
              withCertainty={attempt.certainty}
              interactive={interactive}
              tries={attempt.tries[question.id]}
              check={state.checks[question.id]}
              onAnswer={(value, options) => state.answer(question.id, value, options)}
              onCommit={() => void state.commit(question.id)}
              onCertainty={(value) =>
                state.choose(question.id, value, isAnswered(question, state.answers[question.id]))
              }
              onCheck={() => state.check(question.id)}
            />
          </div>

          <div className="quiz-actions">
            <Button onClick={() => goTo(current - 1)} disabled={current === 0} data-testid="quiz-previous">
              {t('quiz.take.previous')}
            </Button>
            <Button
              type="text"
              className={`quiz-actions__flag${flags.has(question.id) ? ' quiz-actions__flag--on' : ''}`}
              icon={<FlagIcon />}
              aria-pressed={flags.has(question.id)}
              onClick={() => toggleFlag(question.id)}
              data-testid="quiz-flag"
            >
              {t('quiz.take.flag')}
            </Button>
            {isLast ? (
              <Button type="primary" onClick={askToSubmit} data-testid="quiz-submit-last">
                {t('quiz.take.submit')}
              </Button>
            ) : (
              <Button type="primary" onClick={() => goTo(current + 1)} data-testid="quiz-next">
                {t('quiz.take.next')}
              </Button>
            )}
          </div>
        </div>
      </div>

      <Modal
        open={confirmOpen}
        title={t('quiz.submit.confirmTitle')}
        onCancel={() => !submitting && setConfirmOpen(false)}
        closable={!submitting}
        keyboard={!submitting}
        mask={{ closable: !submitting }}
        centered
        width={440}
        footer={[
          <Button
            key="cancel"
            onClick={() => setConfirmOpen(false)}
            disabled={submitting}
            data-testid="quiz-submit-cancel"
          >
            {t('quiz.submit.cancel')}
          </Button>,
          <Button
            key="submit"
            type="primary"
            loading={submitting}
            onClick={() => void submit()}
            data-testid="quiz-submit-confirm"
          >
            {t('quiz.submit.confirm')}
          </Button>,
        ]}
      >
        <p data-testid="quiz-submit-body">
          {t('quiz.submit.confirmBody', { total: formatInteger(total, locale) })}
        </p>
        {flags.size > 0 && (
          <p>{t('quiz.submit.confirmFlagged', { count: formatInteger(flags.size, locale) })}</p>
        )}
      </Modal>
    </div>
  );
}
