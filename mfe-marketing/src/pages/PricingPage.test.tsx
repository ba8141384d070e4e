import { fireEvent, within } from '@testing-library/dom';
import { LOCALES } from '@nibras/shared-ui';
import { msg, useMarketingRemote, visible } from '../test-helpers';

const PRICES = {
  en: { free: 'SAR 0', individual: 'SAR 29', business: 'SAR 2,490', perSeat: 'SAR 83' },
  ar: { free: '٠ ر.س.', individual: '٢٩ ر.س.', business: '٢٬٤٩٠ ر.س.', perSeat: '٨٣ ر.س.' },
} as const;

const normal = (text: string | null | undefined) => visible(text).replace(/\u00a0/g, ' ');

describe('pricing page', () => {
  const open = useMarketingRemote();

  describe.each(LOCALES)('in %s', (locale) => {
    it('lists the three plans, each with its heading, SAR price and period', async () => {
      const { page } = await open(locale, '/pricing', 'pricing', 'pricing.title');
      const list = within(page).getByRole('list', { name: msg(locale, 'pricing.listLabel') });
      const plans = within(list)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === list);
      expect(plans.map((li) => li.dataset.testid)).toEqual(['plan-free', 'plan-individual', 'plan-business']);

      for (const [id, period] of [
        ['free', 'forever'],
        ['individual', 'month'],
        ['business', 'year'],
      ] as const) {
        const plan = within(list).getByTestId(`plan-${id}`);
        expect(within(plan).getByRole('heading', { level: 2 }).textContent).toBe(
          msg(locale, `plans.${id}.name`),
        );
        const price = within(plan).getByTestId(`plan-${id}-price`);
        expect(normal(price.textContent)).toBe(
          `${PRICES[locale][id]} ${msg(locale, `pricing.period.${period}`)}`,
        );
        expect(within(plan).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
      }
      const business = within(list).getByTestId('plan-business');
      expect(normal(business.textContent)).toContain(PRICES[locale].perSeat);
    });

    it('says subscriptions wait for the end of the beta, and the subscribe buttons are disabled', async () => {
      const { page, remote } = await open(locale, '/pricing', 'pricing', 'pricing.title');
      const notice = within(page).getByTestId('beta-notice');
      expect(notice.textContent).toContain(msg(locale, 'pricing.beta.body'));
      expect(notice.getAttribute('role')).toBe('note');

      const subscribe = within(page).getAllByRole('button', { name: msg(locale, 'pricing.subscribe') });
      expect(subscribe).toHaveLength(2);
      for (const button of subscribe) {
        expect((button as HTMLButtonElement).disabled).toBe(true);
        expect(button.getAttribute('aria-describedby')).toBe(notice.id);
        fireEvent.click(button);
      }
      expect(remote.navigations).toEqual([]);
      expect(within(page).getAllByText(msg(locale, 'pricing.unavailable'))).toHaveLength(2);
    });

    it('sends "Get started free" on the Free plan to the sign-up page, and links to the FAQs', async () => {
      const { page, remote } = await open(locale, '/pricing', 'pricing', 'pricing.title');
      const free = within(page).getByTestId('plan-free');
      fireEvent.click(within(free).getByRole('link', { name: msg(locale, 'common.getStarted') }));
      fireEvent.click(within(page).getByRole('link', { name: msg(locale, 'common.readFaqs') }));
      expect(remote.navigations.map((n) => n.to)).toEqual([`/${locale}/auth`, `/${locale}/faqs`]);
      expect(within(page).getByRole('link', { name: 'support@nibras.sa' }).getAttribute('href')).toBe(
        'mailto:support@nibras.sa',
      );
    });
  });
});
