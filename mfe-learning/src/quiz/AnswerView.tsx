// An answer shown in words in the review: the student's (in the answer shapes) or the right one
// (the same shapes, except a number for numeric and a text for short answers).
import { useTranslation } from 'react-i18next';
import { useRemote } from '@nibras/shared-ui';
import { isOwnText, textOf, type QuizQuestion, type QuizText } from './api';
import { formatNumber } from './digits';
import { markerOf } from './renderers';
import { RichText } from './RichText';

const isText = (value: unknown): value is QuizText =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ('text' in value || 'en' in value);

function Q({ text }: { text: QuizText | undefined }) {
  const { locale } = useRemote();
  return <RichText text={textOf(text, locale)} own={isOwnText(text)} />;
}

export function AnswerView({
  question,
  value,
  tolerance,
  testId,
}: {
  question: QuizQuestion;
  value: unknown;
  /** Numeric right answers: the accepted distance. */
  tolerance?: number;
  testId: string;
}) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const none = (
    <span className="quiz-answer quiz-answer--none" data-testid={testId}>
      {t('quiz.review.noAnswer')}
    </span>
  );
  if (value === undefined || value === null) return none;
  const options = question.options ?? [];
  const unit = question.unit ? textOf(question.unit, locale) : '';

  switch (question.type) {
    case 'single':
      if (typeof value !== 'number') return none;
      return (
        <span className="quiz-answer" data-testid={testId}>
          <span className="quiz-answer__letter">{markerOf(value, locale)}</span> <Q text={options[value]} />
        </span>
      );
    case 'multiple':
      if (!Array.isArray(value) || value.length === 0) return none;
      return (
        <ul className="quiz-answer quiz-answer--list" data-testid={testId}>
          {(value as number[]).map((index) => (
            <li key={index}>
              <span className="quiz-answer__letter">{markerOf(index, locale)}</span>{' '}
              <Q text={options[index]} />
            </li>
          ))}
        </ul>
      );
    case 'truefalse':
      return (
        <span className="quiz-answer" data-testid={testId}>
          {value === true ? t('quiz.take.true') : t('quiz.take.false')}
        </span>
      );
    case 'numeric': {
      const shown =
        typeof value === 'number'
          ? `${formatNumber(value, locale)}${tolerance ? ` ± ${formatNumber(tolerance, locale)}` : ''}`
          : String(value);
      return (
        <span className="quiz-answer" data-testid={testId}>
          <bdi dir="ltr">{shown}</bdi>
          {unit && (
            <>
              {' '}
              <RichText text={unit} own={isOwnText(question.unit)} />
            </>
          )}
        </span>
      );
    }
    case 'short':
      return (
        <span className="quiz-answer" data-testid={testId}>
          {isText(value) ? <Q text={value} /> : <bdi>{String(value)}</bdi>}
        </span>
      );
    case 'matching': {
      if (!Array.isArray(value)) return none;
      const left = question.left ?? [];
      const right = question.right ?? [];
      return (
        <ul className="quiz-answer quiz-answer--list" data-testid={testId}>
          {left.map((item, row) => {
            const match = (value as number[])[row];
            return (
              <li key={row}>
                <Q text={item} /> <span aria-hidden="true">{locale === 'ar' ? '←' : '→'}</span>
                <span className="nibras-visually-hidden">:</span>{' '}
                {match === undefined || match < 0 ? t('quiz.review.noAnswer') : <Q text={right[match]} />}
              </li>
            );
          })}
        </ul>
      );
    }
    case 'ordering': {
      if (!Array.isArray(value)) return none;
      const items = question.items ?? [];
      return (
        <ol className="quiz-answer quiz-answer--list" data-testid={testId}>
          {(value as number[]).map((index) => (
            <li key={index}>
              <Q text={items[index]} />
            </li>
          ))}
        </ol>
      );
    }
    default:
      return none;
  }
}
