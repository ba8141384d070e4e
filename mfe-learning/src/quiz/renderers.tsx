// The answer part of each question type, inside the question's fieldset (QuestionCard): native
// inputs (radios, checkboxes, text fields, selects, buttons), so the keyboard and screen readers
// work as everywhere else. Answers are in the API's shapes (docs/learning-plan.md): single
// `number`, multiple `number[]`, truefalse `boolean`, numeric `string` (as typed: Arabic-Indic
// digits and `,`/`٫` decimals accepted), short `string`, matching `number[]` (for each left item,
// the shown index of its right item), ordering `number[]` (shown indexes in the chosen order).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemote, type Locale } from '@nibras/shared-ui';
import { ChevronIcon, Input } from '@nibras/shared-ui/extra';
import { isOwnText, textOf, type Answer, type QuizQuestion, type QuizText } from './api';
import { formatInteger, parseNumericAnswer } from './digits';
import { plainText } from './richText';
import { RichText } from './RichText';

export interface AnswerOptions {
  /** Typed: saved after a pause in the typing. */
  typing?: boolean;
  /** False: an incomplete answer, kept on the page but not saved. */
  save?: boolean;
}

export interface RendererProps {
  question: QuizQuestion;
  answer: Answer | undefined;
  onAnswer(value: Answer | undefined, options?: AnswerOptions): void;
  /** The student left a typed field: save now. */
  onCommit(): void;
  disabled: boolean;
  /** A prefix for the ids and input names of this question. */
  idBase: string;
}

const LETTERS: Record<Locale, readonly string[]> = {
  en: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
  ar: ['أ', 'ب', 'ج', 'د', 'هـ', 'و', 'ز', 'ح'],
};

/** The letter of the i-th choice (A, B, C… / أ، ب، ج…). */
export const letterOf = (index: number, locale: Locale): string =>
  LETTERS[locale][index] ?? String(index + 1);

/** The letter as a list marker: `A.` in English, `أ-` in Arabic. */
export const markerOf = (index: number, locale: Locale): string =>
  `${letterOf(index, locale)}${locale === 'ar' ? '-' : '.'}`;

function QText({ text, className }: { text: QuizText | undefined; className?: string }) {
  const { locale } = useRemote();
  return <RichText text={textOf(text, locale)} own={isOwnText(text)} className={className} />;
}

function ChoiceCard({
  type,
  name,
  checked,
  disabled,
  letter,
  onChange,
  children,
  testId,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  disabled: boolean;
  letter?: string;
  onChange(checked: boolean): void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <label
      className={`quiz-choice${checked ? ' quiz-choice--checked' : ''}${disabled ? ' quiz-choice--disabled' : ''}`}
    >
      <input
        type={type}
        name={name}
        className="quiz-choice__input"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      <span className={`quiz-choice__mark quiz-choice__mark--${type}`} aria-hidden="true">
        {letter}
      </span>
      <span className="quiz-choice__text">{children}</span>
    </label>
  );
}

export function SingleChoice({ question, answer, onAnswer, disabled, idBase }: RendererProps) {
  const { locale } = useRemote();
  return (
    <div className="quiz-choices">
      {(question.options ?? []).map((option, index) => (
        <ChoiceCard
          key={index}
          type="radio"
          name={`${idBase}-choice`}
          checked={answer === index}
          disabled={disabled}
          letter={letterOf(index, locale)}
          onChange={(checked) => checked && onAnswer(index)}
          testId="quiz-option"
        >
          <QText text={option} />
        </ChoiceCard>
      ))}
    </div>
  );
}

export function MultipleChoice({ question, answer, onAnswer, disabled, idBase }: RendererProps) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const chosen = Array.isArray(answer) ? answer : [];
  return (
    <>
      <p className="quiz-instructions" id={`${idBase}-instructions`}>
        {t('quiz.take.chooseAll')}
      </p>
      <div className="quiz-choices" role="group" aria-describedby={`${idBase}-instructions`}>
        {(question.options ?? []).map((option, index) => (
          <ChoiceCard
            key={index}
            type="checkbox"
            name={`${idBase}-choice-${index}`}
            checked={chosen.includes(index)}
            disabled={disabled}
            letter={letterOf(index, locale)}
            onChange={(checked) => {
              const next = checked
                ? [...chosen.filter((i) => i !== index), index].sort((a, b) => a - b)
                : chosen.filter((i) => i !== index);
              // No box ticked is no answer: kept on the page, never saved.
              onAnswer(next, { save: next.length > 0 });
            }}
            testId="quiz-option"
          >
            <QText text={option} />
          </ChoiceCard>
        ))}
      </div>
    </>
  );
}

export function TrueFalse({ answer, onAnswer, disabled, idBase }: RendererProps) {
  const { t } = useTranslation('learning');
  return (
    <div className="quiz-choices quiz-choices--two">
      {[true, false].map((value) => (
        <ChoiceCard
          key={String(value)}
          type="radio"
          name={`${idBase}-tf`}
          checked={answer === value}
          disabled={disabled}
          onChange={(checked) => checked && onAnswer(value)}
          testId={value ? 'quiz-true' : 'quiz-false'}
        >
          {value ? t('quiz.take.true') : t('quiz.take.false')}
        </ChoiceCard>
      ))}
    </div>
  );
}

export function NumericAnswer({ question, answer, onAnswer, onCommit, disabled, idBase }: RendererProps) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const value = typeof answer === 'string' ? answer : '';
  const [touched, setTouched] = useState(false);
  const unit = question.unit ? textOf(question.unit, locale) : '';
  const units = !question.unit
    ? []
    : 'text' in question.unit
      ? [question.unit.text]
      : [question.unit.en, question.unit.ar];
  // A warning only: the API reads what was typed (and an answer it cannot read is wrong).
  const invalid = value.trim() !== '' && parseNumericAnswer(value, units) === null;
  const describedBy = [
    unit ? `${idBase}-unit` : null,
    `${idBase}-digits`,
    invalid && touched ? `${idBase}-invalid` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="quiz-field quiz-numeric">
      <label htmlFor={`${idBase}-numeric`} className="quiz-field__label">
        {t('quiz.take.numeric.label')}
      </label>
      <div className="quiz-numeric__row">
        <Input
          id={`${idBase}-numeric`}
          className="quiz-numeric__input"
          value={value}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          disabled={disabled}
          status={invalid && touched ? 'error' : undefined}
          aria-invalid={invalid && touched ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const next = event.target.value;
            if (next.trim() === '') onAnswer(undefined);
            else onAnswer(next, { typing: true });
          }}
          onBlur={() => {
            setTouched(true);
            onCommit();
          }}
          data-testid="quiz-numeric"
        />
        {unit && (
          <span className="quiz-numeric__unit" id={`${idBase}-unit`} data-testid="quiz-numeric-unit">
            <span className="nibras-visually-hidden">{t('quiz.take.numeric.unit')} </span>
            <RichText text={unit} own={isOwnText(question.unit)} />
          </span>
        )}
      </div>
      <p className="quiz-field__help" id={`${idBase}-digits`}>
        {t('quiz.take.numeric.digits')}
      </p>
      {invalid && touched && (
        <p className="quiz-field__error" id={`${idBase}-invalid`} role="alert">
          {t('quiz.take.numeric.invalid')}
        </p>
      )}
    </div>
  );
}

export function ShortAnswer({ answer, onAnswer, onCommit, disabled, idBase }: RendererProps) {
  const { t } = useTranslation('learning');
  const value = typeof answer === 'string' ? answer : '';
  return (
    <div className="quiz-field">
      <label htmlFor={`${idBase}-short`} className="quiz-field__label">
        {t('quiz.take.short.label')}
      </label>
      <Input
        id={`${idBase}-short`}
        className="quiz-short__input"
        value={value}
        dir="auto"
        autoComplete="off"
        placeholder={t('quiz.take.short.placeholder')}
        disabled={disabled}
        maxLength={200}
        onChange={(event) => {
          const next = event.target.value;
          onAnswer(next.trim() === '' ? undefined : next, { typing: true });
        }}
        onBlur={onCommit}
        data-testid="quiz-short"
      />
    </div>
  );
}

export function Matching({ question, answer, onAnswer, disabled, idBase }: RendererProps) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const left = question.left ?? [];
  const right = question.right ?? [];
  const chosen = Array.isArray(answer) && answer.length === left.length ? answer : left.map(() => -1);
  return (
    <div className="quiz-matching">
      <p className="quiz-instructions" id={`${idBase}-instructions`}>
        {t('quiz.take.matching.instructions')}
      </p>
      <div className="quiz-matching__choices">
        <p className="quiz-matching__choices-title" id={`${idBase}-choices`}>
          {t('quiz.take.matching.choices')}
        </p>
        <ol className="quiz-matching__list" aria-labelledby={`${idBase}-choices`}>
          {right.map((option, index) => (
            <li key={index} className="quiz-matching__choice">
              <span className="quiz-matching__letter" aria-hidden="true">
                {letterOf(index, locale)}
              </span>
              <QText text={option} />
            </li>
          ))}
        </ol>
      </div>
      <div className="quiz-matching__rows">
        {left.map((item, row) => {
          const selectId = `${idBase}-match-${row}`;
          return (
            <div key={row} className="quiz-matching__row" data-testid="quiz-matching-row">
              <label htmlFor={selectId} className="quiz-matching__left">
                <QText text={item} />
              </label>
              <select
                id={selectId}
                className="quiz-select"
                value={String(chosen[row] ?? -1)}
                disabled={disabled}
                aria-describedby={`${idBase}-instructions`}
                onChange={(event) => {
                  const next = [...chosen];
                  next[row] = Number(event.target.value);
                  const complete = next.every((i) => i >= 0);
                  onAnswer(next, { save: complete });
                }}
                data-testid="quiz-matching-select"
              >
                <option value="-1">{t('quiz.take.matching.choose')}</option>
                {right.map((option, index) => (
                  <option key={index} value={String(index)}>
                    {`${markerOf(index, locale)} ${plainText(textOf(option, locale))}`}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
    </div>
  );
}

export function Ordering({ question, answer, onAnswer, disabled, idBase }: RendererProps) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const items = question.items ?? [];
  const answered = Array.isArray(answer) && answer.length === items.length;
  const order = answered ? answer : items.map((_, i) => i);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const label = (item: number) => plainText(textOf(items[item], locale));

  const move = (position: number, delta: -1 | 1) => {
    const target = position + delta;
    if (target < 0 || target >= order.length) return;
    const next = [...order];
    const item = next[position] as number;
    next[position] = next[target] as number;
    next[target] = item;
    // Focus stays on the moved item: on the same button, or the other one at an end.
    const atEnd = target === 0 || target === next.length - 1;
    focusNext.current = `${item}:${atEnd ? (delta < 0 ? 'down' : 'up') : delta < 0 ? 'up' : 'down'}`;
    setAnnouncement(
      t('quiz.take.ordering.moved', {
        item: label(item),
        position: formatInteger(target + 1, locale),
        total: formatInteger(next.length, locale),
      }),
    );
    onAnswer(next);
  };

  return (
    <div className="quiz-ordering">
      <p className="quiz-instructions" id={`${idBase}-instructions`}>
        {t('quiz.take.ordering.instructions')}
      </p>
      <ol className="quiz-ordering__list" aria-describedby={`${idBase}-instructions`}>
        {order.map((item, position) => (
          <li key={item} className="quiz-ordering__item" data-testid="quiz-ordering-item">
            <span className="quiz-ordering__position" aria-hidden="true">
              {formatInteger(position + 1, locale)}
            </span>
            <QText text={items[item]} className="quiz-ordering__text" />
            <span className="quiz-ordering__moves">
              <button
                type="button"
                className="quiz-icon-button quiz-icon-button--up"
                ref={(el) => {
                  buttons.current.set(`${item}:up`, el);
                }}
                disabled={disabled || position === 0}
                aria-label={t('quiz.take.ordering.upLabel', { item: label(item) })}
                title={t('quiz.take.ordering.up')}
                onClick={() => move(position, -1)}
                data-testid="quiz-ordering-up"
              >
                <ChevronIcon size={18} />
              </button>
              <button
                type="button"
                className="quiz-icon-button"
                ref={(el) => {
                  buttons.current.set(`${item}:down`, el);
                }}
                disabled={disabled || position === order.length - 1}
                aria-label={t('quiz.take.ordering.downLabel', { item: label(item) })}
                title={t('quiz.take.ordering.down')}
                onClick={() => move(position, 1)}
                data-testid="quiz-ordering-down"
              >
                <ChevronIcon size={18} />
              </button>
            </span>
          </li>
        ))}
      </ol>
      {!answered && !disabled && (
        <div className="quiz-ordering__keep">
          <span className="quiz-field__help">{t('quiz.take.ordering.notYet')}</span>
          <button
            type="button"
            className="quiz-link-button"
            onClick={() => onAnswer([...order])}
            data-testid="quiz-ordering-keep"
          >
            {t('quiz.take.ordering.keep')}
          </button>
        </div>
      )}
      <p className="nibras-visually-hidden" aria-live="polite" data-testid="quiz-ordering-status">
        {announcement}
      </p>
    </div>
  );
}

const RENDERERS: Record<QuizQuestion['type'], (props: RendererProps) => ReactNode> = {
  single: SingleChoice,
  multiple: MultipleChoice,
  truefalse: TrueFalse,
  numeric: NumericAnswer,
  short: ShortAnswer,
  matching: Matching,
  ordering: Ordering,
};

/** The answer part for the question's type. */
export function AnswerInput(props: RendererProps) {
  const Renderer = RENDERERS[props.question.type];
  return <Renderer {...props} />;
}
