// The top of a quiz, while it is taken and in its review: what kind of quiz it is, its title (the
// page's h1), the behaviour and certainty-based marking as tags, and for a quiz generated from the
// student's material where it came from (and a word when the offline generator wrote it).
import { useTranslation } from 'react-i18next';
import { useRemote } from '@nibras/shared-ui';
import { textOf, type QuizAttempt } from './api';

/** Where a generated quiz came from, in words; null for the lessons' bank. */
export function useGeneratedFrom(attempt: QuizAttempt): string | null {
  const { t } = useTranslation('learning');
  if (attempt.generator === 'bank') return null;
  const sources = attempt.questions.map((q) => q.source).filter((s) => s != null);
  switch (attempt.source.kind) {
    case 'file': {
      const file = sources.find((s) => s.kind === 'file');
      return t('quiz.generated.file', { name: `\u2068${file?.name ?? textOf(attempt.title, 'en')}\u2069` });
    }
    case 'folder':
      return t('quiz.generated.folder');
    case 'saved':
      return attempt.source.tag
        ? t('quiz.generated.savedTag', { tag: `\u2068${attempt.source.tag}\u2069` })
        : t('quiz.generated.saved');
    case 'conversation': {
      const conversation = sources.find((s) => s.kind === 'conversation');
      return t('quiz.generated.conversation', { title: `\u2068${conversation?.title ?? ''}\u2069` });
    }
    default:
      return null;
  }
}

export function QuizHeading({ attempt }: { attempt: QuizAttempt }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const generatedFrom = useGeneratedFrom(attempt);
  return (
    <div className="quiz-heading">
      <p className="quiz-heading__eyebrow">
        <span className="quiz-tag">{t(`quiz.take.behaviour.${attempt.behaviour}`)}</span>
        {attempt.certainty && <span className="quiz-tag">{t('quiz.take.certaintyOn')}</span>}
      </p>
      <h1 className="quiz-heading__title" id="quiz-title" data-testid="quiz-title">
        {textOf(attempt.title, locale)}
      </h1>
      {generatedFrom && (
        <p className="quiz-heading__generated" data-testid="quiz-generated">
          {generatedFrom}
          {attempt.generator === 'offline' && (
            <span className="quiz-heading__offline" data-testid="quiz-offline">
              {' '}
              {t('quiz.generated.offline')}
            </span>
          )}
        </p>
      )}
    </div>
  );
}
