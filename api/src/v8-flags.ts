/**
 * V8 settings of the API process, imported first by index.ts (before the store loads).
 *
 * No allocation-site pretenuring: with a large store in memory (the embedded store at 100,000
 * students, a 2 GB heap), V8 saw the HTTP answers' buffers and header strings survive young
 * collections while their writes were pending, and began allocating them in the old generation.
 * Every answer then filled the old generation: a full collection every few seconds, young collections
 * of 7-10 ms instead of 2, and GET /leaderboard's p99 at 100 connections at 26-33 ms. Without it: 9 ms,
 * and 17,800 requests a second instead of 11,000 (bench/leaderboard.mjs; docs/decisions.md, "Scale
 * of the embedded store"). The store's own documents live long either way: nothing is lost by
 * allocating them young first.
 */
import v8 from 'node:v8';

v8.setFlagsFromString('--no-allocation-site-pretenuring');
