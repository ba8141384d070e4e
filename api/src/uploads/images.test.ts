import { pngHeader } from '../testing.ts';
import { imageDimensions, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, withinImageLimits } from './images.ts';

test('reads the size from the header alone', () => {
  expect(imageDimensions(pngHeader(50_000, 50_000))).toEqual({ width: 50_000, height: 50_000 });
  expect(imageDimensions(Buffer.from('GIF89a\x20\x03\x58\x02', 'latin1'))).toEqual({
    width: 800,
    height: 600,
  });
});

test('no readable size: undefined', () => {
  expect(imageDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]))).toBeUndefined();
  expect(imageDimensions(Buffer.from('not an image'))).toBeUndefined();
  expect(imageDimensions(pngHeader(0, 10))).toBeUndefined();
});

test.each([
  [MAX_IMAGE_SIDE, 5000, true],
  [4032, 3024, true], // a phone photo
  [MAX_IMAGE_SIDE + 1, 10, false],
  [10, MAX_IMAGE_SIDE + 1, false],
  [8000, 5001, false], // 40,008,000 pixels
  [8000, 5000, true], // exactly MAX_IMAGE_PIXELS
  [50_000, 50_000, false],
])('%i x %i within the limits: %s', (width, height, within) => {
  expect(8000 * 5000).toBe(MAX_IMAGE_PIXELS);
  expect(withinImageLimits({ width, height })).toBe(within);
});
