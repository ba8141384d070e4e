import { within } from '@testing-library/dom';
import {
  describeRemote,
  expectPage,
  messageAt,
  quietLayoutWarnings,
  renderRemoteInEachTest,
} from '@nibras/shared-ui/testing';
import { lifecycles } from './lifecycles';
import { LEARNING_ROUTES } from './routes';
import { ar, en } from './locales/index';

const messages = { en, ar };
quietLayoutWarnings();

// No API answers here (the harness's unused URL): the built pages show their error state under
// their title. Their behaviour with the API is tested in courses/*.test.tsx and home/*.test.tsx.
describeRemote({
  name: 'mfe_learning',
  lifecycles,
  messages,
  routes: LEARNING_ROUTES.map((r) => r.sample ?? r.path),
  pages: LEARNING_ROUTES.map((r) => ({
    path: r.sample ?? r.path,
    pageId: `learning-${r.pageId}`,
    titleKey: `${r.key}.title`,
  })),
  unknownPaths: [
    '/courses/y1-physics-1/extra',
    '/courses/y1-physics-1/lessons',
    '/courses/ai/no-such-lesson',
    '/no-such-page',
  ],
});

describe('mfe_learning pages', () => {
  const render = renderRemoteInEachTest(lifecycles);

  it.each(['en', 'ar'] as const)('says in %s when the catalogue cannot be loaded', async (locale) => {
    const { container } = await render({ locale, path: '/courses' });
    const page = await expectPage(
      container,
      'learning-courses',
      messageAt(messages, locale, 'courses.catalogue.title'),
    );
    const error = await within(page).findByTestId('catalogue-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(within(error).getByRole('heading').textContent).toBe(
      messageAt(messages, locale, 'courses.catalogue.error.title'),
    );
  });
});
