import { detectKind, FILE_KINDS } from './kinds.ts';

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
