// /ai-engine/conversation/:id: the conversation list at the side (collapsible on desktop, a drawer
// on phones), the conversation itself (with its file beside it when it has one), and what they
// share across conversations: who answers and the limits (GET /tutor), the hint-first choice,
// fullscreen mode.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Drawer, useMediaQuery, useRemote, useSettingsStore } from '@nibras/shared-ui';
import { chatApi, type ConversationSummary, type TutorInfo } from './api';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { useFillWindow, useFullscreen } from './hooks';
import { createListStore } from './listStore';
import { useChatStyle } from './useChatStyle';
import './chat.css';

/** Phones: the list moves into a drawer. */
export const PHONE_QUERY = '(max-width: 767.98px)';
const COLLAPSED_KEY = 'nibras.chat.sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

function writeCollapsed(collapsed: boolean) {
  try {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
  } catch {
    // Private mode: the choice lasts for this visit.
  }
}

export function ChatPage() {
  const { t } = useTranslation('chat');
  const { id = '' } = useParams();
  const { api, bus, locale } = useRemote();
  const navigate = useNavigate();
  const chat = useMemo(() => chatApi(api, locale), [api, locale]);
  const [list] = useState(() => createListStore(chat));
  const [tutor, setTutor] = useState<TutorInfo | null>(null);
  const settingsHintFirst = useSettingsStore((s) => s.settings.learningPreferences.hintFirst);
  const [hintChoice, setHintChoice] = useState<boolean | null>(null);
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen(bus);
  const phone = useMediaQuery(PHONE_QUERY);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const style = useChatStyle();
  const page = useRef<HTMLElement>(null);
  const ids = useId().replace(/:/g, '');
  const sidebarId = `${ids}-sidebar`;
  const headingId = `${ids}-list-title`;

  useFillWindow(page, fullscreen);

  useEffect(() => {
    const controller = new AbortController();
    chat.tutor(controller.signal).then(setTutor, (error: unknown) => {
      // The chat works without it (no badge; the 5 MB default; hint-first from the settings).
      if (!controller.signal.aborted) console.error('The tutor information could not be read', error);
    });
    return () => controller.abort();
  }, [chat]);

  const hintFirst = hintChoice ?? tutor?.hintFirst ?? settingsHintFirst ?? false;
  const sidebarOpen = phone ? drawerOpen : !collapsed;

  const toggleSidebar = () => {
    if (phone) {
      setDrawerOpen((open) => !open);
      return;
    }
    writeCollapsed(!collapsed);
    setCollapsed(!collapsed);
  };

  const onDeletedActive = (next: ConversationSummary | null) => {
    void navigate(next ? `/ai-engine/conversation/${encodeURIComponent(next._id)}` : '/ai-engine', {
      replace: true,
    });
  };

  const listProps = {
    store: list,
    activeId: id,
    onNew: () => {
      setDrawerOpen(false);
      void navigate('/ai-engine');
    },
    onDeletedActive,
    rootStyle: style,
    headingId,
  };

  return (
    <section
      ref={page}
      className={`chat-page chat-print-root${fullscreen ? ' chat-page--fullscreen' : ''}${
        sidebarOpen && !phone ? '' : ' chat-page--no-sidebar'
      }`}
      style={style}
      data-testid="page-chat-conversation"
      data-fullscreen={fullscreen || undefined}
      data-phone={phone || undefined}
    >
      {phone ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement={locale === 'ar' ? 'right' : 'left'}
          size={320}
          rootStyle={style}
          rootClassName="chat-drawer"
          closable={{ 'aria-label': t('chat.sidebar.close') }}
        >
          <nav id={sidebarId} aria-labelledby={headingId} className="chat-sidebar__nav">
            <ConversationList {...listProps} onNavigate={() => setDrawerOpen(false)} />
          </nav>
        </Drawer>
      ) : (
        <nav id={sidebarId} className="chat-sidebar" aria-labelledby={headingId} hidden={collapsed}>
          <ConversationList {...listProps} />
        </nav>
      )}
      <ConversationView
        key={id}
        id={id}
        chat={chat}
        list={list}
        tutor={tutor}
        hintFirst={hintFirst}
        onHintFirst={setHintChoice}
        fullscreen={fullscreen}
        onToggleFullscreen={toggleFullscreen}
        sidebarOpen={sidebarOpen}
        // The drawer's content exists only while it is open.
        sidebarId={phone && !drawerOpen ? undefined : sidebarId}
        onToggleSidebar={toggleSidebar}
        rootStyle={style}
        phone={phone}
      />
    </section>
  );
}
