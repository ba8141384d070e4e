/** The routes this remote owns, under the locale prefix. */
export const LEARNING_ROUTES = ['/home', '/courses', '/courses/ai', '/quiz', '/leaderboard', '/dashboard'];
