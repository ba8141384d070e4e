// One question while the quiz is taken: a fieldset whose legend is the question (its number and
// prompt), the answer input of its type (renderers.tsx), the certainty choice when certainty-based
// marking is on, and, in the interactive behaviour, the Check button with its result in a live
// region (right or wrong, the hint, the tries left).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, GENERIC_ERROR, toast, useRemote, type Locale } from '@nibras/shared-ui';
import { isOwnText, textOf, type Answer, type Certainty, type QuestionTries, type QuizQuestion } from './api';
import { isAnswered } from './answers';
import { formatInteger, formatNumber, formatPercent } from './digits';
import { AnswerView } from './AnswerView';
import { AnswerInput, type AnswerOptions } from './renderers';
import { RichText } from './RichText';
import { answerKey, type CheckState } from './useQuizAttempt';

/** Certainty-based marking (../shared/research/learning-facts.md): marks when right and when wrong. */
export const CERTAINTY_MARKS: Record<Certainty, { right: number; wrong: number }> = {
  1: { right: 1, wrong: 0 },
  2: { right: 2, wrong: -2 },
  3: { right: 3, wrong: -6 },
};
export const CERTAINTIES: readonly Certainty[] = [1, 2, 3];

/** A mark with its sign, in the language's digits (`+2`, `−6`, `0`). */
export function signedMark(value: number, locale: Locale): string {
  if (value > 0) return `+${formatNumber(value, locale)}`;
  if (value < 0) return `\u2212${formatNumber(-value, locale)}`;
  return formatNumber(0, locale);
}

function CertaintyPicker({
  idBase,
  value,
  disabled,
  onChange,
}: {
  idBase: string;
  value: Certainty | undefined;
  disabled: boolean;
  onChange(value: Certainty): void;
}) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  return (
    <fieldset className="quiz-certainty" data-testid="quiz-certainty">
      <legend className="quiz-certainty__legend">{t('quiz.take.certainty.legend')}</legend>
      <div className="quiz-certainty__options">
        {CERTAINTIES.map((level) => (
          <label
            key={level}
            className={`quiz-certainty__option${value === level ? ' quiz-certainty__option--checked' : ''}`}
          >
            <input
              type="radio"
              name={`${idBase}-certainty`}
              className="quiz-choice__input"
              checked={value === level}
              disabled={disabled}
              onChange={(event) => event.target.checked && onChange(level)}
              data-testid={`quiz-certainty-${level}`}
            />
            <span className="quiz-certainty__name">{t(`quiz.take.certainty.${level}`)}</span>
            <span className="quiz-certainty__marks">
              {t('quiz.take.certainty.marks', {
                right: signedMark(CERTAINTY_MARKS[level].right, locale),
                wrong: signedMark(CERTAINTY_MARKS[level].wrong, locale),
              })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface QuestionCardProps {
  question: QuizQuestion;
  number: number;
  total: number;
  answer: Answer | undefined;
  certainty: Certainty | undefined;
  withCertainty: boolean;
  interactive: boolean;
  /** The attempt's record of this question's checks (resumed attempts). */
  tries: QuestionTries | undefined;
  /** This visit's last check of the question. */
  check: CheckState | undefined;
  onAnswer(value: Answer | undefined, options?: AnswerOptions): void;
  onCommit(): void;
  onCertainty(value: Certainty): void;
  onCheck(): Promise<unknown>;
}

export function QuestionCard(props: QuestionCardProps) {
  const { question, number, total, answer, check, tries, interactive } = props;
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const [checking, setChecking] = useState(false);
  const idBase = `quiz-${question.id}`;
  const maxTries = tries?.maxTries ?? question.hintCount + 1;
  const used = tries?.tries ?? 0;
  const finished = interactive && (tries?.correct === true || used >= maxTries);
  const answered = isAnswered(question, answer);
  const unchanged = check !== undefined && check.checked === answerKey(answer);

  const runCheck = async () => {
    setChecking(true);
    try {
      await props.onCheck();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
    } finally {
      setChecking(false);
    }
  };

  // The result shown: the attempt's record of the last check (this visit's, or before a reload).
  const result =
    tries && tries.tries > 0 && tries.correct !== null
      ? { correct: tries.correct, triesLeft: Math.max(0, maxTries - tries.tries) }
      : null;
  const hint = result && !result.correct && !finished ? (tries?.hints[tries.hints.length - 1] ?? null) : null;

  return (
    <fieldset
      className="quiz-question"
      data-testid="quiz-question"
      data-question-id={question.id}
      data-type={question.type}
      aria-describedby={interactive ? `${idBase}-feedback` : undefined}
    >
      <legend className="quiz-question__legend">
        <span className="quiz-question__number">
          {t('quiz.take.questionOf', {
            number: formatInteger(number, locale),
            total: formatInteger(total, locale),
          })}
        </span>
        <RichText
          className="quiz-question__prompt"
          text={textOf(question.prompt, locale)}
          own={isOwnText(question.prompt)}
        />
      </legend>

      <AnswerInput
        question={question}
        answer={answer}
        onAnswer={props.onAnswer}
        onCommit={props.onCommit}
        disabled={finished}
        idBase={idBase}
      />

      {props.withCertainty && (
        <CertaintyPicker
          idBase={idBase}
          // No choice counts as "not sure" (the API's rule): shown so.
          value={props.certainty ?? 1}
          disabled={finished}
          onChange={props.onCertainty}
        />
      )}

      {interactive && (
        <div className="quiz-check">
          <Button
            onClick={() => void runCheck()}
            loading={checking}
            disabled={finished || !answered || unchanged}
            data-testid="quiz-check"
          >
            {t('quiz.take.check.button')}
          </Button>
          <div
            className="quiz-check__feedback"
            id={`${idBase}-feedback`}
            role="status"
            aria-live="polite"
            aria-atomic="true"
            data-testid="quiz-check-feedback"
          >
            {result && (
              <div
                className={`quiz-check__result quiz-check__result--${result.correct ? 'right' : 'wrong'}`}
                data-result={result.correct ? 'right' : 'wrong'}
              >
                <strong>{result.correct ? t('quiz.take.check.correct') : t('quiz.take.check.wrong')}</strong>{' '}
                {!result.correct &&
                  (result.triesLeft > 0
                    ? t('quiz.take.check.triesLeft', { count: formatInteger(result.triesLeft, locale) })
                    : t('quiz.take.check.noTriesLeft'))}
                {result.correct && check && check.penalty > 0 && (
                  <span className="quiz-check__penalty">
                    {' '}
                    {t('quiz.take.check.penalty', {
                      percent: formatPercent((1 - check.penalty) * 100, locale),
                    })}
                  </span>
                )}
              </div>
            )}
            {hint && (
              <p className="quiz-check__hint" data-testid="quiz-hint">
                <strong>{t('quiz.take.check.hintLabel')}</strong>{' '}
                <RichText text={textOf(hint, locale)} own={isOwnText(hint)} />
              </p>
            )}
            {!finished && unchanged && !check.correct && (
              <p className="quiz-field__help">{t('quiz.take.check.changeFirst')}</p>
            )}
            {finished && check && !check.correct && check.rightAnswer !== undefined && (
              <div className="quiz-check__answer" data-testid="quiz-check-answer">
                <div className="quiz-check__answer-line">
                  <span className="quiz-review__label">{t('quiz.review.rightAnswer')}:</span>{' '}
                  <AnswerView question={question} value={check.rightAnswer} testId="quiz-check-right" />
                </div>
                {check.explanation && (
                  <p className="quiz-check__answer-line">
                    <span className="quiz-review__label">{t('quiz.review.explanation')}:</span>{' '}
                    <RichText text={textOf(check.explanation, locale)} own={isOwnText(check.explanation)} />
                  </p>
                )}
              </div>
            )}
          </div>
        </div>
      )}
    </fieldset>
  );
}
