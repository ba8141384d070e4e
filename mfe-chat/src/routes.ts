// The routes this remote owns, under the locale prefix: the one list its root (<Routes>), its
// standalone harness and the shell's route test (shell/src/routes.test.ts) read.

export interface ChatPage {
  /** A react-router path (`:id` is a parameter). */
  path: string;
  /** A path that matches `path`, for a route with parameters (the harness links to it). */
  sample?: string;
  /** `chat-<pageId>` is the page's test id. */
  pageId: string;
  /** The page's key in the `chat` namespace. */
  key: string;
  /** Keys under `<key>.coming`: what the page will offer. */
  coming: readonly string[];
}

export const CHAT_ROUTES: readonly ChatPage[] = [
  { path: '/ai-engine', pageId: 'ai-engine', key: 'aiEngine', coming: ['actions', 'images', 'files'] },
  {
    path: '/ai-engine/conversation/:id',
    sample: '/ai-engine/conversation/demo-1',
    pageId: 'conversation',
    key: 'conversation',
    coming: ['history', 'save', 'fullscreen'],
  },
  { path: '/saved', pageId: 'saved', key: 'saved', coming: ['organize', 'edit', 'revise'] },
];
