// /courses/ai?lesson={lessonId}: the tutor inside a lesson (the lesson page's "Ask the tutor"). The
// student's conversation about that lesson (GET /lesson/{lessonId}/conversation: the same one every
// time, created on first use) opens at once in the chat, /ai-engine/conversation/{id} (the address is
// replaced, so Back returns to the lesson), with the lesson beside it. A lesson the tutor cannot open
// (unknown, or only an outline: 404) says why and leads to the courses; any other failure gives the
// API's message and a retry. Without `?lesson=`, the page says what the lesson tutor is and where to
// find it.
import './lesson.css';
import '../chat/chat.css';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, SparklesIcon, usePageMeta, useRemote } from '@nibras/shared-ui';
import { useChatStyle } from '../chat/useChatStyle';
import { lessonApi } from './api';

export function LessonTutorPage() {
  const { t } = useTranslation('chat');
  const { api, basename, locale, location } = useRemote();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lessonId = params.get('lesson')?.trim() || null;
  const lessons = useMemo(() => lessonApi(api, locale), [api, locale]);
  const style = useChatStyle();
  const [failure, setFailure] = useState<{ error: ApiError | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** The lesson's conversation, asked for once per lesson whatever the effect runs again (StrictMode). */
  const opening = useRef<{ key: string; id: Promise<string> } | null>(null);

  usePageMeta({
    title: `${t('lesson.page.title')} · ${t('common:app.name')}`,
    description: t('lesson.page.description'),
    path: location.pathname,
    locale,
  });

  useEffect(() => {
    if (!lessonId) return;
    let current = true;
    if (opening.current?.key !== lessonId) {
      const id = lessons.conversation(lessonId).then(
        ({ _id }) => _id,
        (error: unknown) => {
          // Unknown or outline lesson (404), or signed out (401): said on the page, not a fault.
          const expected = error instanceof ApiError && (error.status === 404 || error.status === 401);
          if (!expected) console.error('The lesson’s conversation could not be opened', error);
          throw error;
        },
      );
      opening.current = { key: lessonId, id };
    }
    opening.current.id.then(
      (id) => {
        if (current) void navigate(`/ai-engine/conversation/${encodeURIComponent(id)}`, { replace: true });
      },
      (error: unknown) => {
        if (current) setFailure({ error: error instanceof ApiError ? error : null });
      },
    );
    return () => {
      current = false;
    };
  }, [lessons, navigate, lessonId, attempt]);

  const retry = () => {
    opening.current = null;
    setFailure(null);
    setAttempt((n) => n + 1);
  };

  /** A plain click goes through the shell's router; a modified one opens a tab. */
  const toCourses = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate('/courses');
  };
  const coursesButton = (primary: boolean) => (
    <Button
      type={primary ? 'primary' : 'default'}
      href={`${basename}/courses`}
      onClick={toCourses}
      data-testid="lesson-courses"
    >
      {lessonId ? t('lesson.page.courses') : t('lesson.page.empty.action')}
    </Button>
  );

  let body;
  if (!lessonId) {
    body = (
      <div className="chat-start__failed" data-testid="lesson-tutor-empty">
        <h2 className="lesson-start__title">{t('lesson.page.empty.title')}</h2>
        <p className="lesson-start__body">{t('lesson.page.empty.body')}</p>
        <div className="chat-start__actions">{coursesButton(true)}</div>
      </div>
    );
  } else if (failure) {
    const gone = failure.error?.status === 404;
    body = (
      <div className="chat-start__failed" role="alert" data-testid="lesson-open-failed">
        <p>{gone ? t('lesson.page.notFound') : t('lesson.page.failed')}</p>
        {failure.error && failure.error.status !== 0 && failure.error.status !== 401 && (
          <p className="chat-start__detail">{failure.error.text[locale]}</p>
        )}
        <div className="chat-start__actions">
          {!gone && (
            <Button type="primary" onClick={retry} data-testid="lesson-retry">
              {t('lesson.page.retry')}
            </Button>
          )}
          {coursesButton(gone)}
        </div>
      </div>
    );
  } else {
    body = (
      <p className="chat-start__status" role="status" data-testid="lesson-opening">
        <span className="chat-start__spinner" aria-hidden="true" />
        {t('lesson.page.opening')}
      </p>
    );
  }

  return (
    <section
      className="chat-start"
      style={style}
      data-testid="page-chat-lesson-tutor"
      aria-labelledby="lesson-tutor-title"
      aria-busy={Boolean(lessonId) && !failure}
    >
      <span className="chat-start__icon" aria-hidden="true">
        <SparklesIcon size={32} />
      </span>
      <h1 id="lesson-tutor-title" className="chat-start__title">
        {t('lesson.page.title')}
      </h1>
      {body}
    </section>
  );
}
