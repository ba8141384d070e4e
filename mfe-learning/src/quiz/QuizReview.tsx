// The review after submit: the score (a ring with the percentage, the marks, right and wrong
// counts; the pass line of a lesson check), then every question with the student's answer, the
// right one, the explanation and a link to its source (the lesson's section, the file's page, the
// saved content, the conversation); wrong answers can be saved for review (POST /review-items).
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, GENERIC_ERROR, toast, useRemote } from '@nibras/shared-ui';
import { lessonPath } from '../courses/api';
import {
  isOwnText,
  saveForReview,
  textOf,
  type QuestionResult,
  type QuestionSource,
  type QuizAttempt,
  type QuizQuestion,
} from './api';
import { sourcePath } from './answers';
import { AnswerView } from './AnswerView';
import { formatInteger, formatNumber, formatPercent } from './digits';
import { QuizHeading } from './QuizHeading';
import { RichText } from './RichText';

/** The share of a lesson check that passes it (docs/learning-plan.md). */
export const LESSON_CHECK_PASS_PERCENT = 60;

function ScoreRing({ percent, text, label }: { percent: number; text: string; label: string }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const shown = Math.max(0, Math.min(100, percent));
  return (
    <div className="quiz-ring" role="img" aria-label={label} data-testid="quiz-ring">
      <svg viewBox="0 0 120 120" width="128" height="128" aria-hidden="true" focusable="false">
        <circle className="quiz-ring__track" cx="60" cy="60" r={radius} />
        {shown > 0 && (
          <circle
            className="quiz-ring__value"
            cx="60"
            cy="60"
            r={radius}
            strokeDasharray={`${(shown / 100) * circumference} ${circumference}`}
            transform="rotate(-90 60 60)"
          />
        )}
      </svg>
      <span className="quiz-ring__text" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}

function SourceLink({ source }: { source: QuestionSource }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  let text: string;
  let to: string;
  switch (source.kind) {
    case 'lesson': {
      const title = textOf(source.title, locale);
      const section = source.sectionTitle ? textOf(source.sectionTitle, locale) : '';
      text = t('quiz.review.sourceLesson', { title: section ? `${title} · ${section}` : title });
      to = lessonPath(source.lessonId, source.sectionId || undefined);
      break;
    }
    case 'file':
      text = source.page
        ? t('quiz.review.sourceFile', {
            name: `\u2068${source.name}\u2069`,
            page: formatInteger(source.page, locale),
          })
        : t('quiz.review.sourceFileNoPage', { name: `\u2068${source.name}\u2069` });
      to = sourcePath(source);
      break;
    case 'saved':
      text = t('quiz.review.sourceSaved', { title: `\u2068${source.title}\u2069` });
      to = sourcePath(source);
      break;
    case 'conversation':
      text = t('quiz.review.sourceConversation', { title: `\u2068${source.title}\u2069` });
      to = sourcePath(source);
      break;
  }
  return (
    <p className="quiz-review__source">
      <span className="quiz-review__label">{t('quiz.review.source')}:</span>{' '}
      <Link to={to} data-testid="quiz-source-link" data-source-kind={source.kind}>
        {text}
      </Link>
    </p>
  );
}

function ReviewItem({
  attempt,
  question,
  result,
  number,
}: {
  attempt: QuizAttempt;
  question: QuizQuestion;
  result: QuestionResult;
  number: number;
}) {
  const { t } = useTranslation('learning');
  const { api, locale } = useRemote();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const fraction = result.fraction ?? (result.correct ? 1 : 0);
  const status = result.correct ? 'right' : fraction > 0 ? 'partly' : 'wrong';
  const titleId = `quiz-review-${question.id}`;
  const answer = result.answer !== undefined ? result.answer : attempt.answers[question.id];
  const source = result.source ?? question.source ?? null;

  const save = async () => {
    setSaving(true);
    try {
      await saveForReview(api, attempt._id, question.id);
      setSaved(true);
      toast.success('learning:quiz.review.savedToast');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setSaved(true);
      else if (!(error instanceof ApiError && error.status === 401))
        toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
    } finally {
      setSaving(false);
    }
  };

  return (
    <li>
      <article
        className={`quiz-review__item quiz-review__item--${status}`}
        aria-labelledby={titleId}
        data-testid="quiz-review-item"
        data-status={status}
      >
        <header className="quiz-review__item-header">
          <h3 className="quiz-review__item-title" id={titleId}>
            {t('quiz.review.question', { number: formatInteger(number, locale) })}
            <span className="nibras-visually-hidden">: {t(`quiz.review.${status}`)}</span>
          </h3>
          <span className={`quiz-badge quiz-badge--${status}`} aria-hidden="true">
            {t(`quiz.review.${status}`)}
          </span>
          <span className="quiz-review__mark" data-testid="quiz-review-mark">
            {t('quiz.review.mark', {
              mark: formatNumber(result.mark, locale),
              max: formatNumber(result.maxMark, locale),
            })}
          </span>
        </header>
        <RichText
          as="p"
          className="quiz-review__prompt"
          text={textOf(question.prompt, locale)}
          own={isOwnText(question.prompt)}
        />
        <dl className="quiz-review__answers">
          <div>
            <dt>{t('quiz.review.yourAnswer')}</dt>
            <dd>
              <AnswerView question={question} value={answer} testId="quiz-review-given" />
            </dd>
          </div>
          {!result.correct && (
            <div>
              <dt>{t('quiz.review.rightAnswer')}</dt>
              <dd>
                <AnswerView
                  question={question}
                  value={result.rightAnswer}
                  tolerance={result.tolerance}
                  testId="quiz-review-right"
                />
              </dd>
            </div>
          )}
          {result.certainty !== undefined && (
            <div>
              <dt className="nibras-visually-hidden">{t('quiz.take.certainty.legend')}</dt>
              <dd className="quiz-review__certainty">
                {t('quiz.review.certainty', { level: t(`quiz.take.certainty.${result.certainty}`) })}
              </dd>
            </div>
          )}
        </dl>
        {result.explanation && textOf(result.explanation, locale) && (
          <div className="quiz-review__explanation">
            <span className="quiz-review__label">{t('quiz.review.explanation')}:</span>{' '}
            <RichText text={textOf(result.explanation, locale)} own={isOwnText(result.explanation)} />
          </div>
        )}
        {source && <SourceLink source={source} />}
        {!result.correct && (
          <Button
            size="small"
            onClick={() => void save()}
            loading={saving}
            disabled={saved}
            data-testid="quiz-save-review"
          >
            {saved ? t('quiz.review.savedForReview') : t('quiz.review.saveForReview')}
          </Button>
        )}
      </article>
    </li>
  );
}

export function QuizReview({ attempt, focusOnShow }: { attempt: QuizAttempt; focusOnShow: boolean }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const result = attempt.result;

  // Just submitted: the page shows its top, and the focus goes to the results.
  useEffect(() => {
    if (!focusOnShow) return;
    document.getElementById('quiz-title')?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [focusOnShow]);

  if (!result) return null;
  const byId = new Map(result.questions.map((q) => [q.id, q]));
  const right = result.questions.filter((q) => q.correct).length;
  const percentText = formatPercent(result.percent, locale);
  const lessonId =
    attempt.source.kind === 'lesson' || attempt.source.kind === 'lesson-check'
      ? attempt.source.lessonId
      : null;

  return (
    <div className="quiz-review" data-testid="quiz-review">
      <QuizHeading attempt={attempt} />
      <section className="quiz-score" aria-labelledby="quiz-results-title">
        <ScoreRing
          percent={result.percent}
          text={percentText}
          label={t('quiz.review.ringLabel', { percent: percentText })}
        />
        <div className="quiz-score__text">
          <h2 className="quiz-score__title" id="quiz-results-title" ref={heading} tabIndex={-1}>
            {t('quiz.review.title')}
          </h2>
          <p className="quiz-score__score" data-testid="quiz-score">
            {t('quiz.review.score', {
              score: formatNumber(result.score, locale),
              max: formatNumber(result.maxScore, locale),
            })}
          </p>
          <p className="quiz-score__percent" data-testid="quiz-percent">
            {t('quiz.review.percent', { percent: percentText })}
          </p>
          <p className="quiz-score__summary">
            {t('quiz.review.summary', {
              right: formatInteger(right, locale),
              wrong: formatInteger(result.questions.length - right, locale),
            })}
          </p>
          {attempt.source.kind === 'lesson-check' && (
            <p className="quiz-score__pass" data-testid="quiz-pass">
              {result.percent >= LESSON_CHECK_PASS_PERCENT
                ? t('quiz.review.passed')
                : t('quiz.review.notPassed', { percent: formatPercent(LESSON_CHECK_PASS_PERCENT, locale) })}
            </p>
          )}
          <div className="quiz-score__actions">
            <Button type="primary" onClick={() => void navigate('/quiz')} data-testid="quiz-try-another">
              {t('quiz.review.tryAnother')}
            </Button>
            {lessonId && (
              <Button onClick={() => void navigate(lessonPath(lessonId))} data-testid="quiz-back-to-lesson">
                {t('quiz.review.backToLesson')}
              </Button>
            )}
          </div>
        </div>
      </section>
      <ol className="quiz-review__list">
        {attempt.questions.map((question, index) => {
          const graded = byId.get(question.id);
          return graded ? (
            <ReviewItem
              key={question.id}
              attempt={attempt}
              question={question}
              result={graded}
              number={index + 1}
            />
          ) : null;
        })}
      </ol>
    </div>
  );
}
