// /quiz (docs/learning-plan.md, stream L6):
// - no parameters: the setup (QuizSetup);
// - `?lesson-check={lessonId}`, `?lesson={lessonId}`, `?file={fileId}`: that quiz starts at once
//   (POST /quizzes) and the address becomes `?attempt={id}` (replaced, so Back does not start
//   another);
// - `?attempt={id}`: the attempt, taken (QuizTaker) or reviewed once submitted (QuizReview); a
//   reload resumes it where it was.
// The shell hides the footer on /quiz*; the page fills the height it has.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, Skeleton, usePageMeta, useRemote } from '@nibras/shared-ui';
import { useActiveTime } from '../courses/useActiveTime';
import { createQuiz, type QuizAttempt, type QuizSource } from './api';
import { courseOfLesson } from './answers';
import { quizPath, QUIZ_SETUP_PATH } from './paths';
import { QuizReview } from './QuizReview';
import { QuizSetup } from './QuizSetup';
import { QuizTaker } from './QuizTaker';
import { useQuizAttempt } from './useQuizAttempt';
import { useQuizStyle } from './useQuizStyle';
import './quiz.css';

/** The quiz a link starts at once, or null. */
export function sourceFromParams(params: URLSearchParams): QuizSource | null {
  const value = (name: string) => params.get(name)?.trim() || null;
  const check = value('lesson-check');
  if (check) return { kind: 'lesson-check', lessonId: check };
  const lesson = value('lesson');
  if (lesson) return { kind: 'lesson', lessonId: lesson };
  const file = value('file');
  if (file) return { kind: 'file', fileId: file };
  return null;
}

function Loading({ label }: { label: string }) {
  return (
    <div className="quiz-loading" data-testid="quiz-loading">
      <p role="status" className="nibras-visually-hidden">
        {label}
      </p>
      <div aria-hidden="true">
        <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 1 }} />
        <div className="quiz-loading__body">
          <Skeleton.Button active block className="quiz-loading__nav" />
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </div>
    </div>
  );
}

function Failure({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  return (
    <div className="quiz-failure" role="alert" data-testid="quiz-failure">
      <h2 className="quiz-failure__title">{title}</h2>
      <p className="quiz-failure__message">{message}</p>
      <div className="quiz-failure__actions">
        {onRetry && (
          <Button onClick={onRetry} data-testid="quiz-retry">
            {t('quiz.starting.retry')}
          </Button>
        )}
        <Button type="primary" onClick={() => void navigate(QUIZ_SETUP_PATH)} data-testid="quiz-new">
          {t('quiz.loadFailed.new')}
        </Button>
      </div>
    </div>
  );
}

/** A quiz started from a link: created once (whatever React runs twice), then opened in its place. */
function QuizStarter({ source }: { source: QuizSource }) {
  const { t } = useTranslation('learning');
  const { api, locale } = useRemote();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<ApiError | Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const creating = useRef<{ key: string; promise: Promise<QuizAttempt> } | null>(null);
  // The page keys this component by its source: the first one is the one.
  const [fixedSource] = useState(source);
  const key = `${JSON.stringify(fixedSource)}#${attempt}`;

  useEffect(() => {
    let current = true;
    if (creating.current?.key !== key)
      creating.current = { key, promise: createQuiz(api, { source: fixedSource }) };
    creating.current.promise.then(
      (created) => {
        if (current) void navigate(quizPath(created._id), { replace: true });
      },
      (error: unknown) => {
        if (current) setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      current = false;
    };
  }, [api, key, navigate, fixedSource]);

  return (
    <>
      <header className="quiz-page__header">
        <h1 className="quiz-page__title">{t('quiz.title')}</h1>
      </header>
      {failure ? (
        <Failure
          title={t('quiz.starting.failed')}
          message={failure instanceof ApiError ? failure.text[locale] : t('quiz.loadFailed.title')}
          onRetry={
            failure instanceof ApiError &&
            failure.status >= 400 &&
            failure.status < 500 &&
            failure.status !== 408
              ? undefined
              : () => {
                  setFailure(null);
                  setAttempt((n) => n + 1);
                }
          }
        />
      ) : (
        <Loading
          label={source.kind === 'lesson-check' ? t('quiz.starting.lessonCheck') : t('quiz.starting.title')}
        />
      )}
    </>
  );
}

function AttemptView({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const state = useQuizAttempt(attemptId);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const attempt = state.load.status === 'ready' ? state.load.attempt : null;
  const source = attempt?.source;
  const lessonId =
    source && (source.kind === 'lesson' || source.kind === 'lesson-check') ? source.lessonId : null;
  const courseId = lessonId ? courseOfLesson(lessonId) : source?.kind === 'unit' ? source.courseId : null;

  // Active study time while the quiz is being taken.
  useActiveTime(
    attempt?.status === 'in-progress'
      ? { kind: 'quiz', ...(courseId ? { courseId } : {}), ...(lessonId ? { lessonId } : {}) }
      : null,
  );

  if (state.load.status === 'loading')
    return (
      <>
        <header className="quiz-page__header">
          <h1 className="quiz-page__title">{t('quiz.title')}</h1>
        </header>
        <Loading label={t('quiz.loading')} />
      </>
    );
  if (state.load.status === 'failed') {
    const error = state.load.error;
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <>
        <header className="quiz-page__header">
          <h1 className="quiz-page__title">{t('quiz.title')}</h1>
        </header>
        <Failure
          title={t('quiz.loadFailed.title')}
          message={
            missing ? t('quiz.loadFailed.notFound') : error instanceof ApiError ? error.text[locale] : ''
          }
          onRetry={missing ? undefined : state.reload}
        />
      </>
    );
  }
  const ready = state.load.attempt;
  if (ready.status === 'submitted' && ready.result)
    return <QuizReview attempt={ready} focusOnShow={justSubmitted} />;
  return (
    <QuizTaker
      attempt={ready}
      state={state}
      onSubmitted={(done) => {
        setJustSubmitted(true);
        state.replace(done);
      }}
    />
  );
}

export function QuizPage() {
  const { t } = useTranslation('learning');
  const { locale, location } = useRemote();
  const [params] = useSearchParams();
  const style = useQuizStyle();
  const attemptId = params.get('attempt')?.trim() || null;
  const source = attemptId ? null : sourceFromParams(params);

  usePageMeta({
    title: `${t('quiz.title')} · ${t('common:app.name')}`,
    description: t('quiz.description'),
    path: location.pathname,
    locale,
  });

  return (
    <section
      className="quiz-page"
      style={style}
      data-testid="page-learning-quiz"
      aria-label={t('quiz.title')}
    >
      {attemptId ? (
        <AttemptView key={attemptId} attemptId={attemptId} />
      ) : source ? (
        <QuizStarter key={JSON.stringify(source)} source={source} />
      ) : (
        <QuizSetup />
      )}
    </section>
  );
}

export default QuizPage;
