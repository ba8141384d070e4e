import { brotliQuality } from './compression.mjs';

describe('brotliQuality', () => {
  it('is 11 (the smallest files) unless NIBRAS_BROTLI_QUALITY says otherwise', () => {
    expect(brotliQuality({})).toBe(11);
    expect(brotliQuality({ NIBRAS_BROTLI_QUALITY: '5' })).toBe(5);
    expect(brotliQuality({ NIBRAS_BROTLI_QUALITY: '0' })).toBe(0);
  });

  it('ignores a value brotli does not have', () => {
    for (const value of ['', 'fast', '12', '-1', '5.5'])
      expect(brotliQuality({ NIBRAS_BROTLI_QUALITY: value })).toBe(11);
  });
});
