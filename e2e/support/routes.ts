// Every route of every remote (under the locale prefix), read from each remote's own list of
// routes (the list its root and its standalone harness read; shell/src/routes.test.ts checks it
// against the shell's table), with what the suite expects of it.
import { MARKETING_ROUTES } from '../../mfe-marketing/src/routes';
import { LEARNING_ROUTES } from '../../mfe-learning/src/routes';
import { CHAT_ROUTES } from '../../mfe-chat/src/routes';
import { MATERIALS_ROUTES } from '../../mfe-materials/src/routes';
import { SETTINGS_PAGES } from '../../mfe-settings/src/pages';

/**
 * A route: its path (a sample one for a route with parameters), its owner, its page's test id and
 * whether it needs a signed-in student (`auth`). What the layout shows on it is in layout.spec.ts.
 */
export interface RemoteRoute {
  path: string;
  remote: string;
  page: string;
  auth: boolean;
  /**
   * Where the route moves on by itself: /ai-engine creates a conversation and opens it (spec section
   * 4), so its page is the conversation's and its address ends up matching this.
   */
  movesTo?: RegExp;
}

/** Routes that move on by themselves, and the page they end on. */
const MOVES: Record<string, { page: string; url: RegExp }> = {
  '/ai-engine': { page: 'page-chat-conversation', url: /\/ai-engine\/conversation\/[\w-]+$/ },
};

const LISTS: ReadonlyArray<[string, ReadonlyArray<{ path: string; sample?: string; pageId: string }>]> = [
  ['mfe_marketing', MARKETING_ROUTES],
  ['mfe_learning', LEARNING_ROUTES],
  ['mfe_chat', CHAT_ROUTES],
  ['mfe_materials', MATERIALS_ROUTES],
  ['mfe_settings', SETTINGS_PAGES],
];

export const REMOTE_ROUTES: RemoteRoute[] = LISTS.flatMap(([remote, list]) =>
  list.map((route) => {
    const path = route.sample ?? route.path;
    const moves = MOVES[path];
    return {
      path,
      remote,
      // `page-<area>-<pageId>`: `page-learning-courses-ai`.
      page: moves?.page ?? `page-${remote.replace('mfe_', '')}-${route.pageId}`,
      ...(moves ? { movesTo: moves.url } : {}),
      auth: remote !== 'mfe_marketing',
    };
  }),
);
