// The conversation: the student's messages as they wrote them (plain text in its own direction,
// pictures as thumbnails), the tutor's replies as Markdown with their actions, and the reply in
// progress (a typing indicator until its first words, then the words as they arrive). It keeps
// to the newest message while a reply streams, unless the student scrolled up to read.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SparklesIcon } from '@nibras/shared-ui';
import { ReplyMarkdown } from '../markdown/ReplyMarkdown';
import type { ChatMessage } from './api';
import { isLocalId, type PendingReply } from './chatState';
import { ArrowDownIcon, RegenerateIcon } from './icons';
import { ReplyActions, type ReplyCommand } from './ReplyActions';

/** Closer than this to the end counts as "at the newest message". */
const NEAR_BOTTOM_PX = 80;

function scrollToEnd(element: HTMLElement | null) {
  // An empty conversation teaches from its top (on a phone it is taller than the screen).
  if (element) element.scrollTop = element.dataset.empty === 'true' ? 0 : element.scrollHeight;
}

export const messageElementId = (id: string): string => `chat-message-${id}`;

export function TypingIndicator() {
  const { t } = useTranslation('chat');
  return (
    <div className="chat-typing" role="status" data-testid="typing-indicator">
      <span className="chat-typing__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="chat-typing__text">{t('chat.messages.typing')}</span>
    </div>
  );
}

function UserMessage({
  message,
  highlighted,
  onRetry,
}: {
  message: ChatMessage;
  highlighted: boolean;
  /** Its reply failed (the API kept the message): answer it now. */
  onRetry?: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <li
      id={messageElementId(message._id)}
      className={`chat-msg chat-msg--user${highlighted ? ' chat-msg--highlight' : ''}`}
      data-testid="message-user"
      data-message-id={message._id}
      tabIndex={-1}
    >
      <div className="chat-msg__bubble">
        <span className="chat-sr-only">{t('chat.messages.you')}</span>
        {message.image && (
          <a href={message.image} target="_blank" rel="noopener noreferrer" className="chat-msg__image-link">
            <img
              src={message.image}
              alt={t('chat.messages.imageAlt')}
              className="chat-msg__image"
              loading="lazy"
              data-testid="message-image"
            />
          </a>
        )}
        {message.content && (
          <p className="chat-msg__text" dir="auto">
            {message.content}
          </p>
        )}
      </div>
      {onRetry && (
        <p className="chat-msg__unanswered" data-testid="message-unanswered">
          <span>{t('chat.messages.unanswered')}</span>
          <Button
            size="small"
            icon={<RegenerateIcon size={14} />}
            onClick={onRetry}
            data-testid="message-retry"
          >
            {t('chat.messages.retry')}
          </Button>
        </p>
      )}
    </li>
  );
}

export interface ReplyControls {
  busy: boolean;
  canListen: boolean;
  listeningId: string | null;
  onCommand(message: ChatMessage, command: ReplyCommand): void;
}

function ModelMessage({
  message,
  highlighted,
  last,
  controls,
  onOpenPage,
  onOpenSection,
}: {
  message: ChatMessage;
  highlighted: boolean;
  last: boolean;
  controls: ReplyControls;
  onOpenPage?: (page: number) => void;
  onOpenSection?: (sectionId: string) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <li
      id={messageElementId(message._id)}
      className={`chat-msg chat-msg--model${highlighted ? ' chat-msg--highlight' : ''}`}
      data-testid="message-model"
      data-message-id={message._id}
      tabIndex={-1}
    >
      <span className="chat-msg__avatar" aria-hidden="true">
        <SparklesIcon size={18} />
      </span>
      <div className="chat-msg__body">
        <span className="chat-sr-only">{t('chat.messages.tutor')}</span>
        <ReplyMarkdown content={message.content} onOpenPage={onOpenPage} onOpenSection={onOpenSection} />
        {message.stopped && (
          <p className="chat-msg__note" data-testid="message-stopped">
            {t('chat.messages.stopped')}
          </p>
        )}
        {!isLocalId(message._id) && (
          <ReplyActions
            busy={controls.busy}
            canListen={controls.canListen}
            listening={controls.listeningId === message._id}
            last={last}
            onCommand={(command) => controls.onCommand(message, command)}
          />
        )}
      </div>
    </li>
  );
}

function PendingMessage({
  reply,
  onOpenPage,
  onOpenSection,
}: {
  reply: PendingReply;
  onOpenPage?: (page: number) => void;
  onOpenSection?: (sectionId: string) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <li className="chat-msg chat-msg--model chat-msg--pending" aria-busy="true" data-testid="message-pending">
      <span className="chat-msg__avatar" aria-hidden="true">
        <SparklesIcon size={18} />
      </span>
      <div className="chat-msg__body">
        {reply.text ? (
          <div className="chat-msg__streaming" data-testid="reply-streaming">
            <ReplyMarkdown content={reply.text} onOpenPage={onOpenPage} onOpenSection={onOpenSection} />
            {reply.phase === 'streaming' && (
              <span className="chat-typing__dots chat-typing__dots--after" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
            )}
          </div>
        ) : (
          <TypingIndicator />
        )}
        {reply.phase === 'stopping' && <p className="chat-msg__note">{t('chat.messages.stopping')}</p>}
      </div>
    </li>
  );
}

export interface MessageListProps {
  messages: readonly ChatMessage[];
  reply: PendingReply | null;
  /** The message of `?message=`: scrolled to and highlighted. */
  highlightId: string | null;
  controls: ReplyControls;
  /** Shown instead of the list when the conversation has no message yet. */
  empty: ReactNode;
  /** Grows when the student sends: the list goes to the newest message whatever its position. */
  followSignal: number;
  /** Answers the last message when its reply failed. */
  onRetry(): void;
  /** Opens the conversation's file at a page (the replies' citations); absent without a file. */
  onOpenPage?: (page: number) => void;
  /** Shows the conversation's lesson at a section (the replies' citations); absent without a lesson. */
  onOpenSection?: (sectionId: string) => void;
}

export function MessageList({
  messages,
  reply,
  highlightId,
  controls,
  empty,
  followSignal,
  onRetry,
  onOpenPage,
  onOpenSection,
}: MessageListProps) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  /** The student is at the newest message (the list follows new text while this holds). */
  const following = useRef(true);
  const [showJump, setShowJump] = useState(false);
  const lastIndex = messages.length - 1;

  const toBottom = () => scrollToEnd(scroller.current);
  const hasMessages = messages.length > 0;

  // The message of the link (a saved reply's "Open in conversation"), in the middle of the list
  // once the messages are drawn; otherwise the newest message.
  useLayoutEffect(() => {
    const target = highlightId ? document.getElementById(messageElementId(highlightId)) : null;
    if (target) {
      following.current = false;
      target.scrollIntoView?.({ block: 'center' });
      target.focus({ preventScroll: true });
    } else {
      scrollToEnd(scroller.current);
    }
    // Only when the conversation arrives (or the link changes), not at every message.
  }, [highlightId, hasMessages]);

  // The student sent a message: the list goes to the newest one. Not when the list first appears:
  // its first position is the effect's above (this effect runs after it, and would scroll a linked
  // message out of sight again).
  const sentSignal = useRef(followSignal);
  useEffect(() => {
    if (sentSignal.current === followSignal) return;
    sentSignal.current = followSignal;
    following.current = true;
    scrollToEnd(scroller.current);
  }, [followSignal]);

  // New words of the reply, a new message: follow them while the student is at the bottom.
  const replyText = reply?.text;
  const replyPhase = reply?.phase;
  useLayoutEffect(() => {
    if (following.current) scrollToEnd(scroller.current);
  }, [messages.length, replyText, replyPhase]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const near = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    following.current = near;
    setShowJump(!near);
  };

  const isEmpty = messages.length === 0 && !reply;
  return (
    <div className="chat-messages-wrap">
      <div
        ref={scroller}
        className="chat-messages"
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={t('chat.messages.label')}
        data-testid="message-list"
        data-empty={isEmpty}
      >
        {isEmpty ? (
          empty
        ) : (
          <ol className="chat-messages__list">
            {messages.map((message, index) =>
              message.sender === 'user' ? (
                <UserMessage
                  key={message._id}
                  message={message}
                  highlighted={message._id === highlightId}
                  onRetry={index === lastIndex && !reply && !isLocalId(message._id) ? onRetry : undefined}
                />
              ) : (
                <ModelMessage
                  key={message._id}
                  message={message}
                  highlighted={message._id === highlightId}
                  last={index === lastIndex && !reply}
                  controls={controls}
                  onOpenPage={onOpenPage}
                  onOpenSection={onOpenSection}
                />
              ),
            )}
            {reply && <PendingMessage reply={reply} onOpenPage={onOpenPage} onOpenSection={onOpenSection} />}
          </ol>
        )}
      </div>
      {showJump && !isEmpty && (
        <Button
          className="chat-messages__jump"
          shape="round"
          icon={<ArrowDownIcon size={16} />}
          onClick={() => {
            following.current = true;
            setShowJump(false);
            toBottom();
          }}
          data-testid="jump-to-latest"
        >
          {t('chat.messages.jump')}
        </Button>
      )}
    </div>
  );
}
