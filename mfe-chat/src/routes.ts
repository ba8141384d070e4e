// The routes this remote owns, under the locale prefix: the one list its root (<Routes>), its
// standalone harness and the shell's route test (shell/src/routes.test.ts) read.

export interface ChatPage {
  /** A react-router path (`:id` is a parameter). */
  path: string;
  /** A path that matches `path`, for a route with parameters (the harness links to it). */
  sample?: string;
  /** The page's id: the page's own root element has the test id `page-chat-<pageId>`. */
  pageId: 'ai-engine' | 'conversation' | 'saved' | 'lesson-tutor';
  /** The page's key in the `chat` namespace (its title and description). */
  key: string;
}

export const CHAT_ROUTES: readonly ChatPage[] = [
  { path: '/ai-engine', pageId: 'ai-engine', key: 'chat.aiEngine' },
  {
    path: '/ai-engine/conversation/:id',
    sample: '/ai-engine/conversation/demo-1',
    pageId: 'conversation',
    key: 'chat.conversation',
  },
  { path: '/saved', pageId: 'saved', key: 'saved' },
  // The tutor inside a lesson: `?lesson={lessonId}` opens the lesson's conversation (lesson/).
  { path: '/courses/ai', pageId: 'lesson-tutor', key: 'lesson.page' },
];
