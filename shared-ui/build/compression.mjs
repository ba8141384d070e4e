/**
 * Brotli's quality for the precompressed copies: 11, the smallest files, for what is deployed. It is
 * also the slowest: 11 costs about 160 s of CPU for the six apps' 16 MB on the 2-core machine, 5 about
 * 2 s for files 10% larger. `npm test` (.ci/test.mjs) builds with NIBRAS_BROTLI_QUALITY=5: its
 * end-to-end suite checks what the pages do, not their bytes (bench/initial-js.mjs measures those on
 * a build made without the variable).
 */
export function brotliQuality(env = process.env) {
  const value = env.NIBRAS_BROTLI_QUALITY?.trim() ?? '';
  return /^\d+$/.test(value) && Number(value) <= 11 ? Number(value) : 11;
}
