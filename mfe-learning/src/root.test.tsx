import { within } from '@testing-library/dom';
import { describeRemote, expectPage, messageAt, renderRemoteInEachTest } from '@nibras/shared-ui/testing';
import { lifecycles } from './lifecycles';
import { LEARNING_ROUTES } from './routes';
import en from './locales/en.json';
import ar from './locales/ar.json';

const messages = { en, ar };

describeRemote({
  name: 'mfe_learning',
  lifecycles,
  messages,
  routes: LEARNING_ROUTES.map((r) => r.path),
  pages: [
    { path: '/home', pageId: 'learning-home', titleKey: 'home.title' },
    { path: '/courses', pageId: 'learning-courses', titleKey: 'courses.title' },
    { path: '/courses/ai', pageId: 'learning-courses-ai', titleKey: 'coursesAi.title' },
    { path: '/quiz', pageId: 'learning-quiz', titleKey: 'quiz.title' },
    { path: '/leaderboard', pageId: 'learning-leaderboard', titleKey: 'leaderboard.title' },
    { path: '/dashboard', pageId: 'learning-dashboard', titleKey: 'dashboard.title' },
  ],
  unknownPaths: ['/courses/no-such-course', '/courses/ai/no-such-lesson', '/no-such-page'],
});

describe('mfe_learning pages', () => {
  const render = renderRemoteInEachTest(lifecycles);

  it.each(['en', 'ar'] as const)('lists what is coming to the leaderboard in %s', async (locale) => {
    const { container } = await render({ locale, path: '/leaderboard' });
    const page = await expectPage(
      container,
      'learning-leaderboard',
      messageAt(messages, locale, 'leaderboard.title'),
    );
    const items = within(page)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(
      ['views', 'place', 'badges'].map((k) => messageAt(messages, locale, `leaderboard.coming.${k}`)),
    );
  });
});
