// The layout rules of spec section 2 as one table. Each row is one rule of the spec and
// the paths (under the locale prefix) it applies to, read from the route table (each route
// entry's `layout` rules: routes.ts); `layoutRules()` reads the table and nothing else, and
// every row is tested (layoutRules.test.ts, e2e/tests/layout.spec.ts).
//
// A pattern ending in `*` matches the path and everything under it, on segment boundaries:
// `/auth*` matches `/auth` and `/auth/success`, not `/authors`. A pattern without `*`
// matches that path only.
import { ROUTES, type LayoutRule } from './routes';

export type { LayoutRule } from './routes';

export interface LayoutRuleRow {
  rule: LayoutRule;
  /** Where the rule applies. */
  paths: readonly string[];
  /** The rule also applies on any path while the page is in fullscreen mode. */
  inFullscreen?: true;
}

/** The route table's patterns for a rule: `/quiz*` for an entry whose rules cover its sub-paths. */
const pathsOf = (rule: LayoutRule): string[] =>
  ROUTES.filter((e) => e.layout?.includes(rule)).map((e) => `${e.pathPrefix}${e.layoutSubPaths ? '*' : ''}`);

// One row per rule of spec section 2, in the spec's order; the spec's words are in layoutRules.test.ts,
// which checks each row against them (kept out of the bundle every visitor downloads).
export const LAYOUT_TABLE: readonly LayoutRuleRow[] = (
  [
    { rule: 'hideFooter' },
    { rule: 'hideNavbar', inFullscreen: true },
    { rule: 'fullBleed' },
    { rule: 'centred' },
  ] as const
).map((row) => ({ ...row, paths: pathsOf(row.rule) }));

/** Does a table pattern (`/auth*`, `/home`) match a path? */
export function matchesPattern(path: string, pattern: string): boolean {
  if (!pattern.endsWith('*')) return path === pattern;
  const prefix = pattern.slice(0, -1);
  return path === prefix || path.startsWith(`${prefix}/`);
}

export interface LayoutState {
  /** The page asked for fullscreen mode (the AI engine's toggle, bus event `layout:fullscreen`). */
  fullscreen?: boolean;
}

/** Does a rule of the table apply to this path (in this state)? */
export function ruleApplies(rule: LayoutRule, path: string, state: LayoutState = {}): boolean {
  return LAYOUT_TABLE.some(
    (row) =>
      row.rule === rule &&
      ((row.inFullscreen && state.fullscreen === true) || row.paths.some((p) => matchesPattern(path, p))),
  );
}

export interface LayoutRules {
  navbar: boolean;
  footer: boolean;
  /** Padded and width-limited main area. */
  contained: boolean;
  /** `centred`: the card layout with floating shapes (/auth, /onboarding); `background` elsewhere. */
  variant: 'centred' | 'background';
}

/** The layout of a path under the locale prefix (`/pricing`), normalised (no trailing slash). */
export function layoutRules(path: string, state: LayoutState = {}): LayoutRules {
  return {
    navbar: !ruleApplies('hideNavbar', path, state),
    footer: !ruleApplies('hideFooter', path, state),
    contained: !ruleApplies('fullBleed', path, state),
    variant: ruleApplies('centred', path, state) ? 'centred' : 'background',
  };
}
