// The layout rules of spec section 2, per path (under the locale prefix).

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const underAny = (path: string, prefixes: readonly string[]) => prefixes.some((p) => under(path, p));

export interface LayoutRules {
  navbar: boolean;
  footer: boolean;
  /** Padded and width-limited main area. */
  contained: boolean;
  /** `centred`: the auth and onboarding card layout with floating shapes; `background` elsewhere. */
  variant: 'centred' | 'background';
}

const NO_FOOTER = ['/auth', '/onboarding', '/ai-engine', '/courses/ai', '/quiz'] as const;
const FULL_WIDTH = ['/auth', '/onboarding', '/ai-engine', '/courses/ai'] as const;

export function layoutRules(path: string): LayoutRules {
  return {
    // Fullscreen mode (the AI engine) will hide it too.
    navbar: !under(path, '/auth/success'),
    footer: !underAny(path, NO_FOOTER),
    contained: !(path === '/' || path === '/home' || underAny(path, FULL_WIDTH)),
    variant: underAny(path, ['/auth', '/onboarding']) ? 'centred' : 'background',
  };
}
