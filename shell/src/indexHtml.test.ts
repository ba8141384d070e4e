// shell/index.html: its inline script sets the accessibility classes before the app starts,
// by the same rules as shared-ui's documentClassesFor (the app then keeps them up to date).
import fs from 'node:fs';
import path from 'node:path';
import { documentClassesFor, type Settings } from '@nibras/shared-ui';

const html = fs.readFileSync(path.join(__dirname, '../index.html'), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

type A11y = Partial<Settings['accessibility']>;

function runBootScript(
  stored: { saved: boolean; accessibility: A11y } | null,
  system = { dark: false, reduce: false },
) {
  localStorage.clear();
  if (stored) {
    localStorage.setItem(
      'nibras.settings',
      JSON.stringify({
        state: { saved: stored.saved, settings: { accessibility: stored.accessibility } },
        version: 0,
      }),
    );
  }
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('dark') ? system.dark : query.includes('reduced-motion') ? system.reduce : false,
  })) as unknown as typeof window.matchMedia;
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  try {
    new Function(script)();
  } finally {
    window.matchMedia = original;
  }
  return [...document.documentElement.classList].sort();
}

const expected = (a: Parameters<typeof documentClassesFor>[0]) => documentClassesFor(a).sort();
const BASE = { textSize: 'medium', highContrast: false, reduceMotion: false, dark: false } as const;

describe('index.html sets the accessibility classes before the first paint', () => {
  it('has the script and the slot for the run-time config', () => {
    expect(script).toContain('nibras.settings');
    expect(html).toContain('<script id="nibras-config" type="application/json"></script>');
  });

  it('a first visit follows the system (colour scheme and motion)', () => {
    expect(runBootScript(null)).toEqual([]);
    expect(runBootScript(null, { dark: true, reduce: true })).toEqual(
      expected({ ...BASE, dark: true, reduceMotion: true }),
    );
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('settings never saved are ignored (defaults)', () => {
    expect(runBootScript({ saved: false, accessibility: { textSize: 'large', highContrast: true } })).toEqual(
      [],
    );
  });

  it.each<[A11y, Parameters<typeof documentClassesFor>[0]]>([
    [{ textSize: 'small' }, { ...BASE, textSize: 'small' }],
    [
      { textSize: 'large', highContrast: true },
      { ...BASE, textSize: 'large', highContrast: true },
    ],
    [{ displayMode: 'dark' }, { ...BASE, dark: true }],
    [
      { displayMode: 'light', reduceMotion: true },
      { ...BASE, reduceMotion: true },
    ],
  ])('saved settings %j', (accessibility, effective) => {
    expect(runBootScript({ saved: true, accessibility })).toEqual(expected(effective));
  });

  it('saved settings: system display mode follows the system, an explicit motion setting wins', () => {
    expect(
      runBootScript(
        { saved: true, accessibility: { displayMode: 'system', reduceMotion: false } },
        { dark: true, reduce: true },
      ),
    ).toEqual(expected({ ...BASE, dark: true }));
    expect(
      runBootScript({ saved: true, accessibility: { displayMode: 'light' } }, { dark: true, reduce: true }),
    ).toEqual(expected({ ...BASE, reduceMotion: true }));
  });

  it('survives unreadable storage', () => {
    localStorage.setItem('nibras.settings', '{oops');
    expect(() => new Function(script)()).not.toThrow();
  });
});
