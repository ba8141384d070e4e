import {
  LAYOUT_TABLE,
  layoutRules,
  matchesPattern,
  ruleApplies,
  type LayoutRuleRow,
  type LayoutRules,
} from './layoutRules';
import { ROUTES } from './routes';

// The expected layout of every route, written out from spec section 2 (not from the table),
// plus sub-paths and look-alike paths that must not match.
type Row = [
  path: string,
  navbar: boolean,
  footer: boolean,
  contained: boolean,
  variant: LayoutRules['variant'],
];
const Y = true;
const N = false;
const EXPECTED: Row[] = [
  ['/', Y, Y, N, 'background'],
  ['/pricing', Y, Y, Y, 'background'],
  ['/about', Y, Y, Y, 'background'],
  ['/faqs', Y, Y, Y, 'background'],
  ['/privacy-policy', Y, Y, Y, 'background'],
  ['/terms-of-services', Y, Y, Y, 'background'],
  ['/home', Y, Y, N, 'background'],
  ['/courses', Y, Y, Y, 'background'],
  ['/courses/algebra', Y, Y, Y, 'background'],
  ['/courses/ai', Y, N, N, 'background'],
  ['/courses/ai/lesson-1', Y, N, N, 'background'],
  ['/quiz', Y, N, Y, 'background'],
  ['/quiz/42', Y, N, Y, 'background'],
  ['/leaderboard', Y, Y, Y, 'background'],
  ['/dashboard', Y, Y, Y, 'background'],
  ['/ai-engine', Y, N, N, 'background'],
  ['/ai-engine/conversation/abc', Y, N, N, 'background'],
  ['/saved', Y, Y, Y, 'background'],
  ['/uploaded-materials', Y, Y, Y, 'background'],
  ['/settings', Y, Y, Y, 'background'],
  ['/settings/accessibility', Y, Y, Y, 'background'],
  ['/auth', Y, N, N, 'centred'],
  ['/auth/success', N, N, N, 'centred'],
  ['/onboarding', Y, N, N, 'centred'],
  ['/onboarding/step-2', Y, N, N, 'centred'],
  // Look-alikes: the patterns match whole segments only.
  ['/authors', Y, Y, Y, 'background'],
  ['/onboardings', Y, Y, Y, 'background'],
  ['/quizzes', Y, Y, Y, 'background'],
  ['/courses/aim', Y, Y, Y, 'background'],
  ['/ai-engines', Y, Y, Y, 'background'],
  // `/` and `/home` are exact: their sub-paths are contained.
  ['/home/today', Y, Y, Y, 'background'],
  ['/no-such-page', Y, Y, Y, 'background'],
];

describe('layout rules (spec section 2)', () => {
  it.each(EXPECTED)(
    '%s: navbar %s, footer %s, contained %s, %s shapes',
    (path, navbar, footer, contained, variant) => {
      expect(layoutRules(path)).toEqual({ navbar, footer, contained, variant });
    },
  );

  it('covers every route of the route table', () => {
    const covered = new Set(EXPECTED.map(([p]) => p));
    for (const route of ROUTES) expect(covered).toContain(route.pathPrefix);
  });

  describe('fullscreen mode', () => {
    it.each(EXPECTED.map(([p]) => p))('hides the navbar on %s and changes nothing else', (path) => {
      const normal = layoutRules(path);
      expect(layoutRules(path, { fullscreen: true })).toEqual({ ...normal, navbar: false });
      expect(layoutRules(path, { fullscreen: false })).toEqual(normal);
    });
  });
});

describe('the layout table', () => {
  it('has one row per rule of the spec', () => {
    expect(LAYOUT_TABLE.map((r) => r.rule)).toEqual(['hideFooter', 'hideNavbar', 'fullBleed', 'centred']);
  });

  // Every row, every pattern: the path itself and a sub-path (for `*`) match; a look-alike does not.
  describe.each(LAYOUT_TABLE.map((row) => [row.rule, row] as const))('row %s', (rule, row) => {
    it.each(row.paths.map((p) => [p]))('applies on %s', (pattern) => {
      const base = pattern.replace(/\*$/, '');
      expect(ruleApplies(rule, base)).toBe(true);
      if (pattern.endsWith('*')) expect(ruleApplies(rule, `${base}/x`)).toBe(true);
      else if (base !== '/') expect(ruleApplies(rule, `${base}/x`)).toBe(false);
      if (base !== '/') expect(ruleApplies(rule, `${base}x`)).toBe(false);
    });
    it(
      row.inFullscreen ? 'applies everywhere in fullscreen mode' : 'does not depend on fullscreen mode',
      () => {
        expect(ruleApplies(rule, '/pricing', { fullscreen: true })).toBe(row.inFullscreen === true);
      },
    );
  });

  // The paths come from the route table's entries: each row applies exactly where its spec words say.
  const SPEC: Record<LayoutRuleRow['rule'], string> = {
    hideFooter: 'Footer hidden on /auth*, /onboarding*, /ai-engine*, /courses/ai*, /quiz*.',
    hideNavbar: 'Navbar hidden in fullscreen mode and on /auth/success.',
    fullBleed:
      'Main area padded and contained except on /, /home, /auth*, /onboarding*, /ai-engine*, /courses/ai*.',
    centred:
      'Paths starting /auth or /onboarding use a centred layout with floating decorative shapes. Other pages use a background-shapes layout.',
  };
  it.each(LAYOUT_TABLE.map((row) => [row.rule, { ...row, spec: SPEC[row.rule] }] as const))(
    'row %s has the paths its spec words name',
    (_rule, row) => {
      const quoted = row.spec.match(/\/[\w/-]*\*?/g) ?? [];
      // "Paths starting /auth or /onboarding": those paths and everything under them.
      const patterns = row.spec.startsWith('Paths starting') ? quoted.map((p) => `${p}*`) : quoted;
      expect([...row.paths].sort()).toEqual(patterns.sort());
    },
  );

  it('matches patterns on segment boundaries', () => {
    expect(matchesPattern('/auth', '/auth*')).toBe(true);
    expect(matchesPattern('/auth/success', '/auth*')).toBe(true);
    expect(matchesPattern('/authors', '/auth*')).toBe(false);
    expect(matchesPattern('/home', '/home')).toBe(true);
    expect(matchesPattern('/home/x', '/home')).toBe(false);
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/pricing', '/')).toBe(false);
  });
});
