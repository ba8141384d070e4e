// /ai-engine: a new conversation about 100 ms after the visit, then its page (the address is
// replaced, so Back does not come here again). One per visit, whatever React runs twice; a failure
// is logged and offers a retry (spec sections 4 and 8).
// /ai-engine?file={id} (the materials' "Open in chat"): the conversation about that uploaded file
// instead (GET /file/{fileId}/conversation: the same one every time, created on first use), opened
// at once. A file that is not the student's or was deleted (404) says so and leads back to the
// materials; any other failure gives the API's message and a retry.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, SparklesIcon, usePageMeta, useRemote } from '@nibras/shared-ui';
import { chatApi } from './api';
import { useChatStyle } from './useChatStyle';
import './chat.css';
import '../viewer/chat-file.css';

/** The pause before the conversation is created (spec section 9). */
export const CREATE_DELAY_MS = 100;

/** Why the visit could not go on: the API's error (file conversations), or only that it failed. */
type Failure = { error: ApiError | null };

export function NewConversationPage() {
  const { t } = useTranslation('chat');
  const { api, basename, locale, location } = useRemote();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fileId = params.get('file')?.trim() || null;
  // A search hit names its page: the conversation's viewer opens there.
  const page = fileId && /^[1-9][0-9]{0,4}$/.test(params.get('page') ?? '') ? params.get('page') : null;
  const chat = useMemo(() => chatApi(api, locale), [api, locale]);
  const style = useChatStyle();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);
  /**
   * This visit's conversation (a new one, or the file's), asked for once whatever the effect runs
   * again (StrictMode, new props); `key` is the file it is about ('' for a new one).
   */
  const opening = useRef<{ key: string; id: Promise<string> } | null>(null);

  usePageMeta({
    title: `${t('chat.aiEngine.title')} · ${t('common:app.name')}`,
    description: t('chat.aiEngine.description'),
    path: location.pathname,
    locale,
  });

  useEffect(() => {
    let current = true;
    const key = fileId ?? '';
    const follow = (pending: Promise<string>) =>
      pending.then(
        (id) => {
          if (current)
            void navigate(`/ai-engine/conversation/${encodeURIComponent(id)}${page ? `?page=${page}` : ''}`, {
              replace: true,
            });
        },
        (error: unknown) => {
          if (current) setFailure({ error: error instanceof ApiError ? error : null });
        },
      );
    const start = () => {
      const id = fileId
        ? chat.fileConversation(fileId).then(
            ({ _id }) => _id,
            (error: unknown) => {
              // Not the student's file, or deleted (404), or signed out (401): said on the page, not a fault.
              const expected = error instanceof ApiError && (error.status === 404 || error.status === 401);
              if (!expected) console.error('The file’s conversation could not be opened', error);
              throw error;
            },
          )
        : chat.createConversation().then(
            ({ _id }) => _id,
            (error: unknown) => {
              console.error('A new conversation could not be created', error);
              throw error;
            },
          );
      opening.current = { key, id };
      void follow(id);
    };
    const stop = () => {
      current = false;
    };
    if (opening.current?.key === key) {
      void follow(opening.current.id);
      return stop;
    }
    // The file's conversation exists already or is one call away: no pause for it.
    if (fileId) {
      start();
      return stop;
    }
    const timer = setTimeout(start, CREATE_DELAY_MS);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [chat, navigate, attempt, fileId, page]);

  const retry = () => {
    opening.current = null;
    setFailure(null);
    setAttempt((n) => n + 1);
  };

  const fileGone = fileId !== null && failure?.error?.status === 404;

  let problem = null;
  if (failure && fileId) {
    problem = (
      <div className="chat-start__failed" role="alert" data-testid="file-open-failed">
        <p>{fileGone ? t('viewer.open.notFound') : t('viewer.open.failed')}</p>
        {!fileGone && failure.error && failure.error.status !== 0 && (
          <p className="chat-start__detail">{failure.error.text[locale]}</p>
        )}
        <div className="chat-start__actions">
          {!fileGone && (
            <Button type="primary" onClick={retry} data-testid="create-retry">
              {t('viewer.open.retry')}
            </Button>
          )}
          <Button
            type={fileGone ? 'primary' : 'default'}
            href={`${basename}/uploaded-materials`}
            onClick={(event) => {
              // A plain click goes through the shell's router; a modified one opens a tab.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                return;
              event.preventDefault();
              void navigate('/uploaded-materials');
            }}
            data-testid="file-open-materials"
          >
            {t('viewer.open.materials')}
          </Button>
        </div>
      </div>
    );
  } else if (failure) {
    problem = (
      <div className="chat-start__failed" role="alert" data-testid="create-failed">
        <p>{t('chat.aiEngine.failed')}</p>
        <Button type="primary" onClick={retry} data-testid="create-retry">
          {t('chat.aiEngine.retry')}
        </Button>
      </div>
    );
  }

  return (
    <section
      className="chat-start"
      style={style}
      data-testid="page-chat-ai-engine"
      aria-labelledby="chat-start-title"
      aria-busy={!failure}
    >
      <span className="chat-start__icon" aria-hidden="true">
        <SparklesIcon size={32} />
      </span>
      <h1 id="chat-start-title" className="chat-start__title">
        {t('chat.aiEngine.title')}
      </h1>
      {problem ?? (
        <p className="chat-start__status" role="status" data-testid="creating">
          <span className="chat-start__spinner" aria-hidden="true" />
          {fileId ? t('viewer.open.opening') : t('chat.aiEngine.creating')}
        </p>
      )}
    </section>
  );
}
