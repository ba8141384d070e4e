import { createIdGenerator, NOTIFICATION_ID } from './ids.ts';

test('ids are fixed-width hex that sort in creation order, within one millisecond and when the clock steps back', () => {
  const start = Date.parse('2025-03-01T08:00:00.000Z');
  let now = start;
  const next = createIdGenerator(() => now);
  const ids = [next(), next(), next()];
  now -= 5000; // clock stepped back
  ids.push(next(), next());
  now += 10_000;
  ids.push(next());
  for (const id of ids) expect(id).toMatch(NOTIFICATION_ID);
  expect([...ids].sort()).toEqual(ids);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids[0]?.slice(0, 12)).toBe(start.toString(16).padStart(12, '0'));
  expect(ids[1]?.slice(12, 18)).toBe('000001');
});

test('two processes (generators) in the same millisecond never collide', () => {
  const a = createIdGenerator(() => 1_000);
  const b = createIdGenerator(() => 1_000);
  const ids = new Set<string>();
  for (let i = 0; i < 1000; i += 1) {
    ids.add(a());
    ids.add(b());
  }
  expect(ids.size).toBe(2000);
});
