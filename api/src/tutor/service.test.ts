import type { MessageDoc } from '../store/conversations.ts';
import { boundedHistory, pickLocale, titleFrom } from './service.ts';

describe('titles from the first exchange', () => {
  test.each([
    ['What is a mole?', 'What is a mole?'],
    ['\n\n  ## Newton’s **second** law\nmore', 'Newton’s second law'],
    ['- $$E = mc^2$$ explained', 'E = mc^2 explained'],
    [
      'What is a mole in chemistry, and how do I use it in calculations with grams?',
      'What is a mole in chemistry, and how do I use it in…',
    ],
    ['x'.repeat(80), `${'x'.repeat(60)}…`],
    [
      'ما هو المول في الكيمياء وكيف أستخدمه في حساب الكتلة المولية للمركبات المختلفة؟',
      'ما هو المول في الكيمياء وكيف أستخدمه في حساب الكتلة المولية…',
    ],
    ['   ', ''],
  ])('%j -> %j', (text, title) => {
    expect(titleFrom(text)).toBe(title);
    expect([...titleFrom(text)].length).toBeLessThanOrEqual(61);
  });
});

describe('the language of a request', () => {
  test('the saved interface language, else Accept-Language, else English', () => {
    expect(pickLocale('ar', 'en-US')).toBe('ar');
    expect(pickLocale(undefined, 'ar-SA,en;q=0.8')).toBe('ar');
    expect(pickLocale(undefined, 'fr-FR,ar;q=0.8')).toBe('en');
    expect(pickLocale(undefined, undefined)).toBe('en');
  });
});

describe('the history sent with a question', () => {
  const message = (sender: 'user' | 'model', content: string): MessageDoc => ({
    _id: content,
    conversationId: 'c',
    userId: 'u',
    sender,
    content,
    createdAt: '2025-03-01T08:00:00.000Z',
    searchText: '',
  });

  test('whole turns, newest first within the budget, oldest first in order; empty stopped replies left out', () => {
    const messages = [
      message('user', 'a'.repeat(50)),
      message('model', 'b'.repeat(50)),
      message('user', 'c'.repeat(20)),
      message('model', ''),
      message('user', 'd'.repeat(20)),
    ];
    expect(boundedHistory(messages, 100).map((t) => [t.role, t.text[0]])).toEqual([
      ['assistant', 'b'],
      ['user', 'c'],
      ['user', 'd'],
    ]);
    expect(boundedHistory(messages, 10)).toEqual([]);
    expect(boundedHistory(messages, 1000)).toHaveLength(4);
  });
});
