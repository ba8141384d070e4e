// One conversation: its header (title, who answers, hint-first, export, print, fullscreen), the
// messages with the reply in progress, the quick actions of an empty conversation, and the input.
// A conversation about an uploaded file shows the file beside it (a pane on a wide screen, a drawer
// on a narrower one: viewer/FilePane.tsx, downloaded only then), and its replies' citations open the file at
// their page. A conversation about a course lesson shows the lesson so (lesson/LessonPane.tsx), its
// citations open the lesson at their section, and its header links back to the lesson's page.
// Mounted once per conversation id (the page keys it), so everything starts afresh on another one.
import '../viewer/chat-file.css';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import {
  Button,
  Skeleton,
  toast,
  useMediaQuery,
  usePageMeta,
  useRemote,
  useSessionStore,
  type ApiError,
  type Locale,
} from '@nibras/shared-ui';
import { BookIcon, Switch, Tooltip } from '@nibras/shared-ui/extra';
import { lessonApi, lessonPagePath } from '../lesson/api';
import type { SectionRequest } from '../lesson/LessonPane';
import { replyToPlainText } from '../markdown/plain-text';
import { SaveDialog } from '../saved/SaveDialog';
import { FileIcon } from '../viewer/icons';
import type { PageRequest } from '../viewer/PdfViewer';
import {
  DEFAULT_MAX_IMAGE_BYTES,
  type ChatApi,
  type ChatMessage,
  type OutgoingMessage,
  type TutorInfo,
} from './api';
import { createChatStore } from './chatStore';
import { Composer, type ComposerHandle } from './Composer';
import { EmptyState } from './EmptyState';
import { conversationMarkdown, downloadText, markdownFileName } from './exportMarkdown';
import { useSpeech, type SpeechProblem } from './hooks';
import { DownloadIcon, ExitFullscreenIcon, FullscreenIcon, InfoIcon, PrintIcon, SidebarIcon } from './icons';
import type { ListStore } from './listStore';
import { shownTitle } from './title';
import { MessageList } from './MessageList';
import { ProviderBadge } from './ProviderBadge';
import type { ReplyCommand } from './ReplyActions';
import { useVisit } from './visit';

function dateFormat(locale: Locale) {
  const format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-arab-ca-gregory' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}

/** Copies a text; false when the browser refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Why Listen did nothing: no voice for the reply's language on this device, or the browser refused. */
function reportSpeechProblem(problem: SpeechProblem) {
  toast.error(
    problem.kind === 'no-voice'
      ? `chat:chat.actions.listenNoVoice.${problem.locale}`
      : 'chat:chat.actions.listenFailed',
  );
}

/** The file's pane and viewers: downloaded for a conversation that has a file, never for the others. */
const FilePane = lazy(() => import('../viewer/FilePane'));
/** The lesson's pane: downloaded for a conversation that has a lesson. */
const LessonPane = lazy(() => import('../lesson/LessonPane'));
/** Too narrow for the chat and the file side by side (the list at the side takes its part too). */
const FILE_DRAWER_QUERY = '(max-width: 1023.98px)';

/** Whether the student hid the file's pane, or the lesson's (each remembered on its own). */
const HIDDEN_KEYS = { file: 'nibras.chat.filePaneHidden', lesson: 'nibras.chat.lessonPaneHidden' } as const;
type PaneKind = keyof typeof HIDDEN_KEYS;

function readHidden(kind: PaneKind): boolean {
  try {
    return localStorage.getItem(HIDDEN_KEYS[kind]) === '1';
  } catch {
    return false;
  }
}

function writeHidden(kind: PaneKind, hidden: boolean) {
  try {
    localStorage.setItem(HIDDEN_KEYS[kind], hidden ? '1' : '0');
  } catch {
    // Private mode: the choice lasts for this visit.
  }
}

/** An API failure as the student sees it (a 401 has signed them out already: the shell says so). */
function report(error: ApiError) {
  if (error.status !== 401) toast.error(error.text);
}

export interface ConversationViewProps {
  id: string;
  chat: ChatApi;
  list: ListStore;
  tutor: TutorInfo | null;
  hintFirst: boolean;
  onHintFirst(on: boolean): void;
  fullscreen: boolean;
  onToggleFullscreen(): void;
  sidebarOpen: boolean;
  sidebarId: string | undefined;
  onToggleSidebar(): void;
  /** The chat's style variables, for dialogs (drawn outside the chat's element). */
  rootStyle: CSSProperties;
  /** Phone layout (the conversation list is a drawer). */
  phone?: boolean;
}

export function ConversationView({
  id,
  chat,
  list,
  tutor,
  hintFirst,
  onHintFirst,
  fullscreen,
  onToggleFullscreen,
  sidebarOpen,
  sidebarId,
  onToggleSidebar,
  rootStyle,
  phone = false,
}: ConversationViewProps) {
  const { t } = useTranslation('chat');
  const { api, basename, locale, location } = useRemote();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [store] = useState(() => createChatStore(chat, id));
  const { status, loadError, conversation, messages, reply, provider, completed } = useStore(store);
  const listedTitle = useStore(list, (s) => s.items.find((c) => c._id === id)?.title);
  const user = useSessionStore((s) => s.user);
  const speech = useSpeech(user, reportSpeechProblem);
  const composer = useRef<ComposerHandle>(null);
  const [follow, setFollow] = useState(0);
  const [saving, setSaving] = useState<ChatMessage | null>(null);
  const [saveOpen, setSaveOpen] = useState(false);
  const hintId = useId().replace(/:/g, '');
  const paneId = `${hintId}-file`;
  const fileId = conversation?.userFileId ?? null;
  const lessonId = fileId ? null : (conversation?.lessonId ?? null);
  /** What is shown beside the chat: the conversation's file or lesson. */
  const paneKind: PaneKind | null = fileId ? 'file' : lessonId ? 'lesson' : null;
  const [hidden, setHidden] = useState(() => ({ file: readHidden('file'), lesson: readHidden('lesson') }));
  const [fileDrawerOpen, setFileDrawerOpen] = useState(false);
  const lessons = useMemo(() => lessonApi(api, locale), [api, locale]);
  // A citation of the lesson (`#section=s2`): the lesson opens there.
  const [sectionRequest, setSectionRequest] = useState<SectionRequest | null>(null);
  // `?page=N` (a search hit on page N of the file): the viewer opens there.
  const [pageRequest, setPageRequest] = useState<PageRequest | null>(() => {
    const page = Number(params.get('page'));
    return Number.isInteger(page) && page > 0 ? { page, seq: 1 } : null;
  });
  // Beside the chat when there is room for both; a drawer otherwise (from the bottom on phones).
  const narrow = useMediaQuery(FILE_DRAWER_QUERY);
  const fileDrawer = phone ? 'bottom' : narrow ? 'side' : null;
  const fileOpen = fileDrawer ? fileDrawerOpen : paneKind !== null && !hidden[paneKind];

  const showFile = useCallback(
    (show: boolean) => {
      if (fileDrawer) {
        setFileDrawerOpen(show);
        return;
      }
      if (!paneKind) return;
      writeHidden(paneKind, !show);
      setHidden((previous) => ({ ...previous, [paneKind]: !show }));
    },
    [fileDrawer, paneKind],
  );

  /** A citation followed: the file opens (its drawer where there is one) at its page. */
  const openPage = useCallback(
    (page: number) => {
      setPageRequest((previous) => ({ page, seq: (previous?.seq ?? 0) + 1 }));
      showFile(true);
    },
    [showFile],
  );

  /** A citation of the lesson followed: the lesson opens (its drawer where there is one) at its section. */
  const openSection = useCallback(
    (sectionId: string) => {
      setSectionRequest((previous) => ({ sectionId, seq: (previous?.seq ?? 0) + 1 }));
      showFile(true);
    },
    [showFile],
  );

  /** The lesson's page (mfe-learning): a plain click goes through the shell's router. */
  const toLesson = (event: MouseEvent) => {
    if (!lessonId || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void navigate(lessonPagePath(lessonId));
  };

  useEffect(() => {
    void store.getState().open();
    return () => store.getState().close();
  }, [store]);

  const stored = listedTitle ?? conversation?.title;
  const title = stored === undefined ? t('chat.conversation.title') : shownTitle(stored, t);
  usePageMeta({
    title: `${title} · ${t('common:app.name')}`,
    description: t('chat.conversation.description'),
    path: location.pathname,
    locale,
  });

  const send = async (message: OutgoingMessage): Promise<boolean> => {
    setFollow((n) => n + 1);
    const result = await store.getState().send({ ...message, hintFirst });
    // The list shows the conversation's new title and place (and a message saved before a failure).
    void list.getState().refresh();
    if (result.error) report(result.error);
    // A message the API kept stays in the conversation (with "Try again"): it leaves the input.
    return result.ok || Boolean(result.kept);
  };

  const regenerate = async () => {
    setFollow((n) => n + 1);
    const result = await store.getState().regenerate({ hintFirst });
    void list.getState().refresh();
    if (result.error) report(result.error);
  };

  const onCommand = (message: ChatMessage, command: ReplyCommand) => {
    switch (command) {
      case 'copy':
        void copyText(replyToPlainText(message.content)).then((ok) =>
          ok ? toast.success('toast.copied') : toast.error('chat:chat.actions.copyFailed'),
        );
        return;
      case 'save':
        setSaving(message);
        setSaveOpen(true);
        return;
      case 'listen':
        speech.toggle(message._id, message.content);
        return;
      case 'regenerate':
        void regenerate();
        return;
      default:
        void send({ text: t(`chat.actions.prompts.${command}`), action: command, replyTo: message._id });
    }
  };

  const exportMarkdown = () => {
    const markdown = conversationMarkdown(
      title,
      messages,
      {
        student: t('chat.export.student'),
        tutor: t('chat.export.tutor'),
        image: t('chat.export.image'),
        stopped: t('chat.messages.stopped'),
      },
      dateFormat(locale),
    );
    downloadText(markdownFileName(title, t('chat.export.fileName')), markdown);
  };

  const busy = reply !== null;
  const ready = status === 'ready';
  const answering = provider ?? tutor?.provider ?? null;
  // The empty conversation greets the student: a welcome on their first visit, "welcome back" after.
  const visit = useVisit(chat, id, ready && messages.length === 0 && !reply);
  const highlightId = params.get('message');
  const sidebarLabel = sidebarOpen ? t('chat.sidebar.hide') : t('chat.sidebar.show');
  const fullscreenLabel = fullscreen ? t('chat.header.exitFullscreen') : t('chat.header.fullscreen');
  const fileLabel = fileOpen ? t('viewer.pane.hide') : t('viewer.pane.show');
  const lessonLabel = fileOpen ? t('lesson.pane.hide') : t('lesson.pane.show');

  let body;
  if (status === 'loading') {
    body = (
      <div className="chat-messages-wrap">
        <div
          className="chat-messages chat-messages--loading"
          data-testid="conversation-loading"
          aria-busy="true"
        >
          <span className="chat-sr-only">{t('chat.conversation.loading')}</span>
          <Skeleton active avatar paragraph={{ rows: 3 }} />
          <Skeleton active paragraph={{ rows: 2 }} title={false} className="chat-skeleton--user" />
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </div>
      </div>
    );
  } else if (status === 'failed') {
    const missing = loadError?.status === 404;
    body = (
      <div className="chat-messages-wrap">
        <div className="chat-messages chat-load-failed" role="alert" data-testid="conversation-error">
          <h2 className="chat-load-failed__title">
            {missing ? t('chat.conversation.notFound') : t('chat.conversation.loadFailed')}
          </h2>
          {!missing && loadError && <p>{loadError.text[locale]}</p>}
          {missing ? (
            <Button type="primary" onClick={() => void navigate('/ai-engine')} data-testid="conversation-new">
              {t('chat.conversation.startNew')}
            </Button>
          ) : (
            <Button
              type="primary"
              onClick={() => void store.getState().load()}
              data-testid="conversation-retry"
            >
              {t('chat.conversation.retry')}
            </Button>
          )}
        </div>
      </div>
    );
  } else {
    body = (
      <MessageList
        messages={messages}
        reply={reply}
        highlightId={highlightId}
        followSignal={follow}
        controls={{ busy, canListen: speech.supported, listeningId: speech.speakingId, onCommand }}
        onRetry={() => void regenerate()}
        empty={
          <EmptyState
            onPick={(prompt) => composer.current?.fill(prompt)}
            provider={answering?.kind ?? null}
            visit={visit}
          />
        }
        onOpenPage={fileId ? openPage : undefined}
        onOpenSection={lessonId ? openSection : undefined}
      />
    );
  }

  return (
    <div className="viewer-split">
      <div className="chat-main" data-testid="conversation-view" data-conversation-id={id}>
        <header className="chat-header">
          <Tooltip title={sidebarLabel}>
            <Button
              type="text"
              className="chat-header__sidebar"
              icon={<SidebarIcon size={18} />}
              aria-label={sidebarLabel}
              aria-expanded={sidebarOpen}
              aria-controls={sidebarId}
              onClick={onToggleSidebar}
              data-testid="sidebar-toggle"
            />
          </Tooltip>
          <div className="chat-header__titles">
            <h1 className="chat-header__title" dir="auto" data-testid="conversation-title">
              {title}
            </h1>
            <ProviderBadge provider={answering} />
          </div>
          <div className="chat-header__tools">
            {lessonId && (
              <Button
                type="link"
                size="small"
                className="chat-header__lesson-link"
                href={`${basename}${lessonPagePath(lessonId)}`}
                onClick={toLesson}
                data-testid="lesson-back"
              >
                {t('lesson.header.back')}
              </Button>
            )}
            {lessonId && (
              <Tooltip title={lessonLabel}>
                <Button
                  type="text"
                  icon={<BookIcon size={18} />}
                  aria-label={lessonLabel}
                  aria-expanded={fileOpen}
                  // The drawer's content exists only once it has opened.
                  aria-controls={fileDrawer && !fileDrawerOpen ? undefined : paneId}
                  onClick={() => showFile(!fileOpen)}
                  data-testid="lesson-toggle"
                />
              </Tooltip>
            )}
            {fileId && (
              <Tooltip title={fileLabel}>
                <Button
                  type="text"
                  icon={<FileIcon size={18} />}
                  aria-label={fileLabel}
                  aria-expanded={fileOpen}
                  // The drawer's content exists only once it has opened.
                  aria-controls={fileDrawer && !fileDrawerOpen ? undefined : paneId}
                  onClick={() => showFile(!fileOpen)}
                  data-testid="file-toggle"
                />
              </Tooltip>
            )}
            <span className="chat-hint">
              <Switch
                id={`${hintId}-switch`}
                size="small"
                checked={hintFirst}
                onChange={onHintFirst}
                aria-describedby={`${hintId}-help`}
                data-testid="hint-first"
              />
              <label htmlFor={`${hintId}-switch`} className="chat-hint__label">
                {t('chat.header.hintFirst')}
              </label>
              <Tooltip title={t('chat.header.hintFirstHelp')}>
                <span className="chat-hint__info" aria-hidden="true">
                  <InfoIcon size={14} />
                </span>
              </Tooltip>
              <span id={`${hintId}-help`} className="chat-sr-only">
                {t('chat.header.hintFirstHelp')}
              </span>
            </span>
            <Tooltip title={t('chat.header.export')}>
              <Button
                type="text"
                icon={<DownloadIcon size={18} />}
                aria-label={t('chat.header.export')}
                onClick={exportMarkdown}
                disabled={!ready || messages.length === 0}
                data-testid="export-markdown"
              />
            </Tooltip>
            <Tooltip title={t('chat.header.print')}>
              <Button
                type="text"
                icon={<PrintIcon size={18} />}
                aria-label={t('chat.header.print')}
                onClick={() => window.print()}
                disabled={!ready || messages.length === 0}
                data-testid="print"
              />
            </Tooltip>
            <Tooltip title={fullscreenLabel}>
              <Button
                type="text"
                icon={fullscreen ? <ExitFullscreenIcon size={18} /> : <FullscreenIcon size={18} />}
                aria-label={fullscreenLabel}
                aria-pressed={fullscreen}
                onClick={onToggleFullscreen}
                data-testid="fullscreen-toggle"
              />
            </Tooltip>
          </div>
        </header>
        {body}
        <div className="chat-bottom">
          <Composer
            ref={composer}
            busy={busy}
            stopping={reply?.phase === 'stopping'}
            disabled={!ready}
            maxImageBytes={tutor?.maxImageBytes ?? DEFAULT_MAX_IMAGE_BYTES}
            onSend={(draft) => send({ text: draft.text, file: draft.file })}
            onStop={() => void store.getState().stop()}
            rootStyle={rootStyle}
          />
        </div>
        <div className="chat-sr-only" role="status" aria-live="polite" data-testid="reply-announcer">
          {completed && (
            <span key={completed.seq}>
              {completed.stopped ? t('chat.status.stopped') : t('chat.status.replied')}
            </span>
          )}
        </div>
        <SaveDialog
          open={saveOpen}
          content={saving?.content ?? ''}
          source={saving ? { conversationId: id, messageId: saving._id } : undefined}
          onClose={() => setSaveOpen(false)}
        />
      </div>
      {lessonId && (
        <Suspense
          fallback={
            fileDrawer ? null : <div className="viewer-pane--pending" hidden={!fileOpen} aria-hidden="true" />
          }
        >
          <LessonPane
            lessonId={lessonId}
            title={title}
            api={lessons}
            drawer={fileDrawer}
            open={fileOpen}
            onClose={() => showFile(false)}
            target={sectionRequest}
            paneId={paneId}
            rootStyle={rootStyle}
          />
        </Suspense>
      )}
      {fileId && (
        <Suspense
          fallback={
            fileDrawer ? null : <div className="viewer-pane--pending" hidden={!fileOpen} aria-hidden="true" />
          }
        >
          <FilePane
            fileId={fileId}
            name={title}
            drawer={fileDrawer}
            open={fileOpen}
            onClose={() => showFile(false)}
            target={pageRequest}
            paneId={paneId}
            rootStyle={rootStyle}
          />
        </Suspense>
      )}
    </div>
  );
}
