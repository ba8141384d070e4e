/**
 * @jest-environment node
 */
// The subset fonts (theme/fonts/, made by build/fonts.mjs): the committed files are what
// the generator makes from the installed font package, and every Arabic character that the apps'
// Arabic texts use (and the API's messages) is drawn by the Arabic face, not by a fallback font.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SHARED_UI = path.resolve(__dirname, '../..');
const ROOT = path.resolve(SHARED_UI, '..');
const CSS = fs.readFileSync(path.join(__dirname, 'fonts/fonts.css'), 'utf8');

/** The unicode-range of the face whose file is `name`, as [start, end] pairs. */
function rangeOf(name: string): Array<[number, number]> {
  const face = CSS.split('@font-face').find((block) => block.includes(`url(./${name})`));
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error(`no @font-face for ${name}`);
  return range.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/, '').split('-');
    const start = parseInt(from ?? '', 16);
    return [start, to === undefined ? start : parseInt(to, 16)];
  });
}

/** Every file of Arabic text: the locale files of each package and the API's texts. */
function arabicSources(): string[] {
  const files = [
    'shared-ui/src/i18n/common.ar.json',
    ...['shell', 'mfe-marketing', 'mfe-materials', 'mfe-settings'].map((pkg) => `${pkg}/src/locales/ar.json`),
    // mfe-chat and mfe-learning keep one file per area.
    ...['mfe-chat', 'mfe-learning'].flatMap((pkg) =>
      fs.readdirSync(path.join(ROOT, pkg, 'src/locales/ar')).map((file) => `${pkg}/src/locales/ar/${file}`),
    ),
    // The courses' lessons (shown on the lesson pages and beside the lesson tutor).
    ...fs.readdirSync(path.join(ROOT, 'api/content/courses')).map((file) => `api/content/courses/${file}`),
    ...fs
      .readdirSync(path.join(ROOT, 'api/content/lessons'))
      .flatMap((course) =>
        fs
          .readdirSync(path.join(ROOT, 'api/content/lessons', course))
          .map((file) => `api/content/lessons/${course}/${file}`),
      ),
    'api/src/notifications/messages.ts',
    'api/src/errors.ts',
  ];
  return files.map((file) => fs.readFileSync(path.join(ROOT, file), 'utf8'));
}

test('the committed font files are what build/fonts.mjs makes from the font package', () => {
  const result = spawnSync(process.execPath, ['build/fonts.mjs', '--check'], {
    cwd: SHARED_UI,
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

test('every Arabic-script character of the Arabic texts is in the Arabic face', () => {
  const arabic = rangeOf('noto-sans-arabic-arabic.woff2');
  const covered = (c: number) => arabic.some(([start, end]) => c >= start && c <= end);
  // Arabic-script blocks: Arabic, Supplement, Extended-A/B, presentation forms A and B.
  const script = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
  const used = new Set<number>();
  for (const text of arabicSources()) {
    for (const match of text.matchAll(script)) used.add(match[0].codePointAt(0) ?? 0);
  }
  expect(used.size).toBeGreaterThan(40);
  expect([...used].filter((c) => !covered(c)).map((c) => `U+${c.toString(16).toUpperCase()}`)).toEqual([]);
});

test('the faces keep the weights the styles use, and every face file exists', () => {
  for (const block of CSS.split('@font-face').slice(1)) {
    expect(block).toContain('font-weight: 400 700;');
    const file = /url\(\.\/([^)]+)\)/.exec(block)?.[1] ?? '';
    expect(fs.existsSync(path.join(__dirname, 'fonts', file))).toBe(true);
  }
  // The faces every page downloads (Arabic pages: Noto's Arabic and Latin; English: Inter's Latin)
  // stay small.
  const size = (name: string) => fs.statSync(path.join(__dirname, 'fonts', name)).size;
  expect(size('noto-sans-arabic-arabic.woff2') + size('noto-sans-arabic-latin.woff2')).toBeLessThan(90_000);
  expect(size('inter-latin.woff2')).toBeLessThan(35_000);
});
