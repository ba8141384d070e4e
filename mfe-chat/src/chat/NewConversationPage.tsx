// /ai-engine: a new conversation about 100 ms after the visit, then its page (the address is
// replaced, so Back does not come here again). One per visit, whatever React runs twice; a failure
// is logged and offers a retry (spec sections 4 and 8). `?file=` (a conversation about an uploaded
// file) comes with the materials issue: it is ignored here.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, SparklesIcon, usePageMeta, useRemote } from '@nibras/shared-ui';
import { chatApi } from './api';
import { useChatStyle } from './useChatStyle';
import './chat.css';

/** The pause before the conversation is created (spec section 9). */
export const CREATE_DELAY_MS = 100;

export function NewConversationPage() {
  const { t } = useTranslation('chat');
  const { api, locale, location } = useRemote();
  const navigate = useNavigate();
  const chat = useMemo(() => chatApi(api, locale), [api, locale]);
  const style = useChatStyle();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** This visit's creation: started once, whatever the effect runs again (StrictMode, new props). */
  const creation = useRef<Promise<string> | null>(null);

  usePageMeta({
    title: `${t('chat.aiEngine.title')} · ${t('common:app.name')}`,
    description: t('chat.aiEngine.description'),
    path: location.pathname,
    locale,
  });

  useEffect(() => {
    let current = true;
    const follow = (pending: Promise<string>) =>
      pending.then(
        (id) => {
          if (current) void navigate(`/ai-engine/conversation/${encodeURIComponent(id)}`, { replace: true });
        },
        () => {
          if (current) setFailed(true);
        },
      );
    if (creation.current) {
      void follow(creation.current);
      return () => {
        current = false;
      };
    }
    const timer = setTimeout(() => {
      creation.current ??= chat.createConversation().then(
        ({ _id }) => _id,
        (error: unknown) => {
          console.error('A new conversation could not be created', error);
          throw error;
        },
      );
      void follow(creation.current);
    }, CREATE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [chat, navigate, attempt]);

  const retry = () => {
    creation.current = null;
    setFailed(false);
    setAttempt((n) => n + 1);
  };

  return (
    <section
      className="chat-start"
      style={style}
      data-testid="page-chat-ai-engine"
      aria-labelledby="chat-start-title"
      aria-busy={!failed}
    >
      <span className="chat-start__icon" aria-hidden="true">
        <SparklesIcon size={32} />
      </span>
      <h1 id="chat-start-title" className="chat-start__title">
        {t('chat.aiEngine.title')}
      </h1>
      {failed ? (
        <div className="chat-start__failed" role="alert" data-testid="create-failed">
          <p>{t('chat.aiEngine.failed')}</p>
          <Button type="primary" onClick={retry} data-testid="create-retry">
            {t('chat.aiEngine.retry')}
          </Button>
        </div>
      ) : (
        <p className="chat-start__status" role="status" data-testid="creating">
          <span className="chat-start__spinner" aria-hidden="true" />
          {t('chat.aiEngine.creating')}
        </p>
      )}
    </section>
  );
}
