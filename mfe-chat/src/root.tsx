// The chat remote: the AI tutor (a new conversation at /ai-engine, each conversation at
// /ai-engine/conversation/:id), the saved content (/saved) and the tutor inside a lesson
// (/courses/ai?lesson=), under the locale.
import type { ComponentType } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { NotFound, useRemote } from '@nibras/shared-ui';
import { ChatPage } from './chat/ChatPage';
import { NewConversationPage } from './chat/NewConversationPage';
import { LessonTutorPage } from './lesson/LessonTutorPage';
import { SavedPage } from './saved/SavedPage';
import { CHAT_ROUTES, type ChatPage as ChatRoute } from './routes';

/** The component of each route of routes.ts. */
const PAGES: Record<ChatRoute['pageId'], ComponentType> = {
  'ai-engine': NewConversationPage,
  conversation: ChatPage,
  saved: SavedPage,
  'lesson-tutor': LessonTutorPage,
};

export default function ChatRoot() {
  const { basename } = useRemote();
  const navigate = useNavigate();
  return (
    <Routes>
      {CHAT_ROUTES.map(({ path, pageId }) => {
        // Each page's root element carries its test id, `page-chat-<pageId>` (routes.ts).
        const Page = PAGES[pageId];
        return <Route key={path} path={path} element={<Page />} />;
      })}
      <Route path="*" element={<NotFound homeHref={basename} onHome={() => void navigate('/')} />} />
    </Routes>
  );
}
