/**
 * Every route of every remote (under the locale prefix), its owner, whether it needs a
 * signed-in student (`auth`) and whether the footer shows (spec section 2 layout rules).
 */
export interface RemoteRoute {
  path: string;
  remote: string;
  page: string;
  auth: boolean;
  footer: boolean;
}

const route = (path: string, remote: string, page: string): RemoteRoute => ({
  path,
  remote,
  page,
  auth: remote !== 'mfe_marketing',
  footer: !['/ai-engine', '/courses/ai', '/quiz'].some((p) => path === p || path.startsWith(`${p}/`)),
});

export const REMOTE_ROUTES: RemoteRoute[] = [
  route('/', 'mfe_marketing', 'page-marketing-home'),
  route('/pricing', 'mfe_marketing', 'page-marketing-pricing'),
  route('/about', 'mfe_marketing', 'page-marketing-about'),
  route('/faqs', 'mfe_marketing', 'page-marketing-faqs'),
  route('/privacy-policy', 'mfe_marketing', 'page-marketing-privacy'),
  route('/terms-of-services', 'mfe_marketing', 'page-marketing-terms'),
  route('/home', 'mfe_learning', 'page-learning-home'),
  route('/courses', 'mfe_learning', 'page-learning-courses'),
  route('/courses/ai', 'mfe_learning', 'page-learning-courses-ai'),
  route('/quiz', 'mfe_learning', 'page-learning-quiz'),
  route('/leaderboard', 'mfe_learning', 'page-learning-leaderboard'),
  route('/dashboard', 'mfe_learning', 'page-learning-dashboard'),
  route('/ai-engine', 'mfe_chat', 'page-chat-ai-engine'),
  route('/ai-engine/conversation/demo-1', 'mfe_chat', 'page-chat-conversation'),
  route('/saved', 'mfe_chat', 'page-chat-saved'),
  route('/uploaded-materials', 'mfe_materials', 'page-materials-uploaded-materials'),
  route('/settings', 'mfe_settings', 'page-settings-general'),
  route('/settings/accessibility', 'mfe_settings', 'page-settings-accessibility'),
  route('/settings/notifications', 'mfe_settings', 'page-settings-notifications'),
  route('/settings/learning-preferences', 'mfe_settings', 'page-settings-learning-preferences'),
  route('/settings/help-support', 'mfe_settings', 'page-settings-help-support'),
  route('/settings/subscriptions', 'mfe_settings', 'page-settings-subscriptions'),
];
