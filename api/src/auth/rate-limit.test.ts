import { addressKey, UNKNOWN_ADDRESS } from './client-address.ts';
import { AttemptLimiter, delayFor, takeAttempt, type AttemptPolicy } from './rate-limit.ts';

const POLICY: AttemptPolicy = {
  windowMs: 60_000,
  slowAfter: 2,
  blockAfter: 4,
  baseDelayMs: 100,
  maxDelayMs: 300,
};

function limiter(policy = POLICY, maxKeys?: number) {
  let now = 1_000_000;
  const l = new AttemptLimiter(policy, () => now, maxKeys);
  return {
    l,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('AttemptLimiter', () => {
  test('free, then doubling delays up to the cap, then refused until the oldest attempt leaves the window', () => {
    const { l, advance } = limiter();
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) {
      verdicts.push(l.peek('k'));
      l.record('k');
      advance(10_000);
    }
    expect(verdicts).toEqual([
      { allowed: true, delayMs: 0 },
      { allowed: true, delayMs: 0 },
      { allowed: true, delayMs: 100 },
      { allowed: true, delayMs: 200 },
    ]);
    // 40 s after the first attempt; it leaves the window at 60 s.
    expect(l.peek('k')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    advance(19_999);
    expect(l.peek('k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    advance(1);
    expect(l.peek('k')).toEqual({ allowed: true, delayMs: 200 });
    expect(l.count('k')).toBe(3);
  });

  test('delayFor caps the growth', () => {
    expect([0, 1, 2, 3, 4, 10].map((n) => delayFor(POLICY, n))).toEqual([0, 0, 100, 200, 300, 300]);
    expect(delayFor({ ...POLICY, slowAfter: Number.POSITIVE_INFINITY }, 1000)).toBe(0);
  });

  test('keys are independent; reset and forgive remove attempts', () => {
    const { l } = limiter();
    l.record('a');
    const stamp = l.record('a');
    l.record('b');
    expect([l.count('a'), l.count('b')]).toEqual([2, 1]);
    l.forgive('a', stamp);
    expect(l.count('a')).toBe(1);
    l.reset('a');
    expect(l.count('a')).toBe(0);
    expect(l.count('b')).toBe(1);
  });

  test('memory stays bounded: expired keys go first, then the least recently active', () => {
    const { l, advance } = limiter(POLICY, 3);
    l.record('old');
    advance(61_000);
    l.record('a');
    l.record('b');
    l.record('c');
    expect(l.count('old')).toBe(0);
    l.record('d');
    expect(['a', 'b', 'c', 'd'].map((k) => l.count(k))).toEqual([0, 1, 1, 1]);
  });
});

describe('takeAttempt', () => {
  test('counts in every limiter only when all allow; returns the longest delay or wait', () => {
    const account = limiter().l;
    const address = limiter({ ...POLICY, slowAfter: 1, blockAfter: 10 }).l;
    const first = takeAttempt([
      { limiter: account, key: 'sara' },
      { limiter: address, key: '10.0.0.1' },
    ]);
    expect(first).toMatchObject({ allowed: true, delayMs: 0 });
    const second = takeAttempt([
      { limiter: account, key: 'sara' },
      { limiter: address, key: '10.0.0.1' },
    ]);
    expect(second).toMatchObject({ allowed: true, delayMs: 100 }); // the address is already slowing
    for (let i = 0; i < 2; i += 1) takeAttempt([{ limiter: account, key: 'sara' }]);
    const refused = takeAttempt([
      { limiter: account, key: 'sara' },
      { limiter: address, key: '10.0.0.1' },
    ]);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(address.count('10.0.0.1')).toBe(2); // the refused attempt was not counted anywhere
  });
});

describe('addressKey', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:0db8:0000:0002::9', '2001:db8:0:2::/64'],
    ['not:an:address::zz', 'not:an:address::zz'],
    [UNKNOWN_ADDRESS, UNKNOWN_ADDRESS],
  ])('%s -> %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
