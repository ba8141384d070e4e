import { fireEvent, within } from '@testing-library/dom';
import { LOCALES } from '@nibras/shared-ui';
import { HOME_FEATURES, HOME_STEPS } from '../content';
import { msg, useMarketingRemote } from '../test-helpers';

describe('landing page', () => {
  const open = useMarketingRemote();

  describe.each(LOCALES)('in %s', (locale) => {
    it('presents the features, three steps and headings in order', async () => {
      const { page } = await open(locale, '/', 'home', 'home.hero.title');
      const headings = [...page.querySelectorAll('h1, h2, h3')].map((h) => Number(h.tagName[1]));
      expect(headings[0]).toBe(1);
      expect(headings.filter((level) => level === 1)).toHaveLength(1);
      // No level is skipped on the way down.
      headings.forEach((level, i) => expect(level - (headings[i - 1] ?? 0)).toBeLessThanOrEqual(1));

      for (const id of HOME_FEATURES) within(page).getByText(msg(locale, `home.features.items.${id}.title`));
      const steps = page.querySelectorAll('ol.mk-steps > li');
      expect(steps).toHaveLength(HOME_STEPS.length);
      expect(page.textContent).toContain(msg(locale, 'common.curriculumNote'));
    });

    it('sends "Get started free" to /auth and "See pricing" to /pricing through the shell', async () => {
      const { page, remote } = await open(locale, '/', 'home', 'home.hero.title');
      const hero = within(page).getByRole('group', { name: msg(locale, 'home.hero.actions') });
      const getStarted = within(hero).getByRole('link', { name: msg(locale, 'common.getStarted') });
      expect(getStarted.getAttribute('href')).toBe(`/${locale}/auth`);
      fireEvent.click(getStarted);
      fireEvent.click(within(hero).getByRole('link', { name: msg(locale, 'common.seePricing') }));
      expect(remote.navigations.map((n) => n.to)).toEqual([`/${locale}/auth`, `/${locale}/pricing`]);
    });
  });
});
