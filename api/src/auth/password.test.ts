import { hash } from '@node-rs/argon2';
import {
  ARGON2_OPTIONS,
  getDummyHash,
  hashPassword,
  needsRehash,
  PASSWORD_HASHING,
  PASSWORD_RULES,
  passwordHashingFor,
  TEST_ARGON2_OPTIONS,
  verifyPassword,
} from './password.ts';

/** The parameters in a hash string, as the tests compare them. */
const format = (o: { memoryCost: number; timeCost: number }) => `m=${o.memoryCost},t=${o.timeCost},p=1`;

test('parameters are at or above OWASP’s argon2id minimum (m=19456 KiB, t=2, p=1)', () => {
  expect(ARGON2_OPTIONS.algorithm).toBe(2); // Argon2id
  expect(ARGON2_OPTIONS.memoryCost).toBeGreaterThanOrEqual(19456);
  expect(ARGON2_OPTIONS.timeCost).toBeGreaterThanOrEqual(2);
  expect(ARGON2_OPTIONS.parallelism).toBe(1);
});

test('the standard parameters unless a test run (not production) asks for the cheap ones', () => {
  expect(passwordHashingFor({})).toBe(ARGON2_OPTIONS);
  expect(passwordHashingFor({ NIBRAS_PASSWORD_HASHING: 'standard', NODE_ENV: 'production' })).toBe(
    ARGON2_OPTIONS,
  );
  expect(passwordHashingFor({ NIBRAS_PASSWORD_HASHING: 'test' })).toBe(TEST_ARGON2_OPTIONS);
  expect(() => passwordHashingFor({ NIBRAS_PASSWORD_HASHING: 'test', NODE_ENV: 'production' })).toThrow(
    /refused when NODE_ENV=production/,
  );
  expect(() => passwordHashingFor({ NIBRAS_PASSWORD_HASHING: 'fast' })).toThrow(/"standard" or "test"/);
  // The jest presets choose the cheap ones for every suite (jest.config.cjs).
  expect(PASSWORD_HASHING).toBe(TEST_ARGON2_OPTIONS);
});

test('the standard parameters make the hash the store keeps', async () => {
  const stored = await hash('Str0ng!pass', ARGON2_OPTIONS);
  expect(stored).toMatch(/^\$argon2id\$v=19\$m=47104,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  expect(await verifyPassword(stored, 'Str0ng!pass')).toBe(true);
  expect(await verifyPassword(stored, 'str0ng!pass')).toBe(false);
});

test('hashes with argon2id and a random salt; verifies the right password only', async () => {
  const a = await hashPassword('Str0ng!pass');
  const b = await hashPassword('Str0ng!pass');
  expect(a).toMatch(
    new RegExp(
      `^\\$argon2id\\$v=19\\$${format(PASSWORD_HASHING as typeof ARGON2_OPTIONS)}\\$[A-Za-z0-9+/]{22}\\$[A-Za-z0-9+/]{43}$`,
    ),
  );
  expect(a).not.toBe(b);
  expect(await verifyPassword(a, 'Str0ng!pass')).toBe(true);
  expect(await verifyPassword(a, 'str0ng!pass')).toBe(false);
  expect(await verifyPassword('not a hash', 'Str0ng!pass')).toBe(false);
});

test('needsRehash spots hashes made with other parameters', async () => {
  expect(needsRehash(await hashPassword('x'))).toBe(false);
  expect(needsRehash('$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$' + 'A'.repeat(43))).toBe(true);
  // A hash made with the other set is rehashed too (a store moved from a test run to a real one).
  const other = PASSWORD_HASHING === ARGON2_OPTIONS ? TEST_ARGON2_OPTIONS : ARGON2_OPTIONS;
  expect(needsRehash(await hash('x', other))).toBe(true);
  expect(needsRehash('garbage')).toBe(true);
});

test('the dummy hash is computed once, with the same parameters', async () => {
  const first = getDummyHash();
  expect(getDummyHash()).toBe(first);
  expect(await first).toContain(`$${format(PASSWORD_HASHING as typeof ARGON2_OPTIONS)}$`);
  expect(needsRehash(await first)).toBe(false);
});

test('each character rule has a message in both languages', () => {
  expect(PASSWORD_RULES.map((rule) => rule.id)).toEqual(['lowercase', 'uppercase', 'digit', 'special']);
  for (const rule of PASSWORD_RULES) {
    expect(rule.message.en).toMatch(/^must contain at least one /);
    expect(rule.message.ar).toMatch(/^يجب أن يحتوي على /);
  }
  expect(PASSWORD_RULES.every((rule) => rule.test('Str0ng!pass'))).toBe(true);
  for (const special of '!@#$%^&*') {
    expect(PASSWORD_RULES.find((rule) => rule.id === 'special')?.test(`a${special}`)).toBe(true);
  }
  expect(PASSWORD_RULES.find((rule) => rule.id === 'special')?.test('a_-+=?')).toBe(false);
});
