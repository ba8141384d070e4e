/** The routes this remote owns, under the locale prefix (a sample conversation for the harness). */
export const CHAT_ROUTES = ['/ai-engine', '/ai-engine/conversation/sample', '/saved'];
