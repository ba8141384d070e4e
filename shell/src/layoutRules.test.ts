import { layoutRules } from './layoutRules';

describe('layout rules (spec section 2)', () => {
  it('hides the navbar only on /auth/success', () => {
    expect(layoutRules('/auth/success').navbar).toBe(false);
    for (const p of ['/auth', '/onboarding', '/home', '/']) expect(layoutRules(p).navbar).toBe(true);
  });

  it.each([
    '/auth',
    '/auth/success',
    '/onboarding',
    '/ai-engine',
    '/ai-engine/conversation/1',
    '/courses/ai',
    '/quiz',
  ])('hides the footer on %s', (p) => expect(layoutRules(p).footer).toBe(false));

  it.each(['/', '/home', '/courses', '/pricing', '/settings', '/authors-page', '/quizzes'])(
    'shows the footer on %s',
    (p) => expect(layoutRules(p).footer).toBe(true),
  );

  it('pads and contains the main area except on /, /home, /auth*, /onboarding*, /ai-engine*, /courses/ai*', () => {
    const uncontained = ['/', '/home', '/auth', '/auth/success', '/onboarding', '/ai-engine', '/courses/ai'];
    for (const p of uncontained) expect(layoutRules(p).contained).toBe(false);
    for (const p of ['/pricing', '/courses', '/quiz', '/settings', '/homework'])
      expect(layoutRules(p).contained).toBe(true);
  });

  it('uses the centred layout with floating shapes on /auth* and /onboarding*', () => {
    expect(layoutRules('/auth').variant).toBe('centred');
    expect(layoutRules('/auth/success').variant).toBe('centred');
    expect(layoutRules('/onboarding').variant).toBe('centred');
    expect(layoutRules('/home').variant).toBe('background');
  });
});
