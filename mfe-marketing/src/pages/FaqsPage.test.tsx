import { fireEvent, waitFor, within } from '@testing-library/dom';
import { LOCALES } from '@nibras/shared-ui';
import { FAQ_GROUPS } from '../content';
import { msg, pressEnter, useMarketingRemote, visible } from '../test-helpers';

const answerOf = (button: HTMLElement) => {
  const answer = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!answer) throw new Error('the question controls no answer');
  return answer;
};

describe('FAQs page', () => {
  const open = useMarketingRemote();

  describe.each(LOCALES)('in %s', (locale) => {
    it('has at least ten questions, under group headings, all collapsed at first', async () => {
      const { page } = await open(locale, '/faqs', 'faqs', 'faqs.title');
      const groups = within(page)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent);
      expect(groups).toEqual(
        expect.arrayContaining(FAQ_GROUPS.map((g) => msg(locale, `faqs.groups.${g.id}`))),
      );

      const questions = within(page).getAllByRole('button');
      const ids = FAQ_GROUPS.flatMap((g) => g.items);
      expect(ids.length).toBeGreaterThanOrEqual(10);
      expect(questions.map((b) => b.textContent)).toEqual(ids.map((id) => msg(locale, `faqs.items.${id}.q`)));
      for (const button of questions) {
        // A native button inside a heading (WAI-ARIA accordion): Enter and Space work in every browser.
        expect(button.tagName).toBe('BUTTON');
        expect(button.getAttribute('type')).toBe('button');
        expect(button.parentElement?.tagName).toBe('H3');
        expect(button.getAttribute('aria-expanded')).toBe('false');
        expect(answerOf(button).hidden).toBe(true);
      }
    });

    it('opens and closes an answer on click', async () => {
      const { page } = await open(locale, '/faqs', 'faqs', 'faqs.title');
      const button = within(page).getByRole('button', { name: msg(locale, 'faqs.items.data.q') });
      fireEvent.click(button);
      // React renders the state change in a microtask after the event.
      await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
      const answer = answerOf(button);
      expect(answer.hidden).toBe(false);
      expect(answer.textContent).toContain(msg(locale, 'faqs.items.data.a'));
      within(answer).getByRole('link', { name: msg(locale, 'faqs.links.privacy') });

      fireEvent.click(button);
      await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
      expect(answer.hidden).toBe(true);
    });

    it('opens an answer with Enter, and keeps other answers as they are', async () => {
      const { page } = await open(locale, '/faqs', 'faqs', 'faqs.title');
      const [first, second] = within(page).getAllByRole('button');
      if (!first || !second) throw new Error('expected questions');
      pressEnter(second);
      await waitFor(() => expect(second.getAttribute('aria-expanded')).toBe('true'));
      expect(answerOf(second).hidden).toBe(false);
      expect(document.activeElement).toBe(second);
      expect(first.getAttribute('aria-expanded')).toBe('false');
      pressEnter(first);
      await waitFor(() => expect(first.getAttribute('aria-expanded')).toBe('true'));
      expect(second.getAttribute('aria-expanded')).toBe('true');
    });

    it('shows the plan prices in the pricing answer, formatted for the language', async () => {
      const { page } = await open(locale, '/faqs', 'faqs', 'faqs.title');
      const button = within(page).getByRole('button', { name: msg(locale, 'faqs.items.price.q') });
      fireEvent.click(button);
      await waitFor(() => expect(answerOf(button).hidden).toBe(false));
      const text = visible(answerOf(button).textContent).replace(/\u00a0/g, ' ');
      expect(text).toContain(locale === 'en' ? 'SAR 29' : '٢٩ ر.س.');
      expect(text).toContain(locale === 'en' ? 'SAR 2,490' : '٢٬٤٩٠ ر.س.');
      expect(text).not.toContain('{{');
    });
  });
});
