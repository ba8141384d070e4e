import { detectImage } from './images.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

test.each([
  ['PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]), 'image/png', 'png'],
  ['JPEG', bytes([0xff, 0xd8, 0xff, 0xdb]), 'image/jpeg', 'jpg'],
  ['GIF87a', bytes('GIF87a', [1, 0]), 'image/gif', 'gif'],
  ['GIF89a', bytes('GIF89a'), 'image/gif', 'gif'],
  ['WebP', bytes('RIFF', [4, 0, 0, 0], 'WEBPVP8 '), 'image/webp', 'webp'],
])('recognises %s by its first bytes', (_name, input, mime, ext) => {
  expect(detectImage(input)).toEqual({ mime, ext });
});

test.each([
  ['empty', bytes()],
  ['a truncated PNG signature', bytes([0x89], 'PNG')],
  ['a RIFF that is not WebP (WAV)', bytes('RIFF', [4, 0, 0, 0], 'WAVEfmt ')],
  ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
  ['PDF', bytes('%PDF-1.7')],
  ['BMP', bytes('BM', [0, 0, 0, 0])],
])('refuses %s', (_name, input) => {
  expect(detectImage(input)).toBeNull();
});
