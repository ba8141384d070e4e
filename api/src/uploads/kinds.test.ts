import { createTextCheck, detectKind, FILE_KINDS } from './kinds.ts';

const IMAGES = [FILE_KINDS.png, FILE_KINDS.jpeg, FILE_KINDS.webp, FILE_KINDS.gif];
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

test.each([
  ['PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'), FILE_KINDS.png],
  ['JPEG', bytes([0xff, 0xd8, 0xff, 0xdb]), FILE_KINDS.jpeg],
  ['GIF87a', bytes('GIF87a', [1, 0]), FILE_KINDS.gif],
  ['GIF89a', bytes('GIF89a'), FILE_KINDS.gif],
  ['WebP', bytes('RIFF', [4, 0, 0, 0], 'WEBPVP8 '), FILE_KINDS.webp],
])('recognises %s by its first bytes', async (_name, input, kind) => {
  expect(await detectKind(input, IMAGES)).toBe(kind);
});

test.each([
  ['empty', bytes()],
  ['a truncated PNG signature', bytes([0x89], 'PNG')],
  ['a RIFF that is not WebP (WAV)', bytes('RIFF', [4, 0, 0, 0], 'WAVEfmt ')],
  ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
  ['PDF', bytes('%PDF-1.7\n')],
  ['BMP', bytes('BM', [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0])],
])('refuses %s', async (_name, input) => {
  expect(await detectKind(input, IMAGES)).toBeUndefined();
});

test('only the allowed kinds: a real GIF is refused when only PNG is allowed', async () => {
  expect(await detectKind(bytes('GIF89a', [1, 0, 1, 0]), [FILE_KINDS.png])).toBeUndefined();
});

describe('study materials: PDF and plain text', () => {
  const MATERIALS = [FILE_KINDS.pdf, FILE_KINDS.png, FILE_KINDS.jpeg, FILE_KINDS.webp, FILE_KINDS.text];

  test('a PDF is recognised by its bytes', async () => {
    expect(await detectKind(bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), MATERIALS)).toBe(FILE_KINDS.pdf);
  });

  test.each([
    ['English', Buffer.from('Photosynthesis turns light into chemical energy.\n')],
    ['Arabic', Buffer.from('البناء الضوئي يحوّل الضوء إلى طاقة كيميائية.\n')],
    ['a UTF-8 BOM', Buffer.from('\ufeffnotes')],
    ['HTML (served back as text/plain)', Buffer.from('<!doctype html><p>hi</p>')],
    // The first bytes of a longer file may end inside a character.
    ['a character cut at the end', Buffer.from('ب').subarray(0, 1)],
  ])('%s is plain text', async (_name, input) => {
    expect(await detectKind(new Uint8Array(input), MATERIALS)).toBe(FILE_KINDS.text);
  });

  test.each([
    ['empty', bytes()],
    ['a NUL byte', bytes('text', [0], 'more')],
    ['invalid UTF-8', bytes('caf', [0xe9], ' au lait')],
    ['UTF-16', new Uint8Array(Buffer.from('\ufeffhello', 'utf16le'))],
    ['a program', bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], 'This program cannot be run in DOS mode')],
  ])('%s is not', async (_name, input) => {
    expect(await detectKind(input, MATERIALS)).toBeUndefined();
  });

  test('text is never a picture: the image kinds behave as before', async () => {
    expect(await detectKind(bytes('just some text'), IMAGES)).toBeUndefined();
  });

  test('createTextCheck follows characters across pieces and fails at the end inside one', () => {
    const arabic = Buffer.from('ب');
    const check = createTextCheck();
    expect(check.push(arabic.subarray(0, 1))).toBe(true);
    expect(check.push(arabic.subarray(1))).toBe(true);
    expect(check.end()).toBe(true);

    const cut = createTextCheck();
    expect(cut.push(arabic.subarray(0, 1))).toBe(true);
    expect(cut.end()).toBe(false);

    const nul = createTextCheck();
    expect(nul.push(Buffer.from('ok'))).toBe(true);
    expect(nul.push(Buffer.from([0]))).toBe(false);
    expect(nul.push(Buffer.from('ok'))).toBe(false);
  });
});
