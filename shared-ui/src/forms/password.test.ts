import { PASSWORD_SPECIALS, checkPassword, isStrongPassword } from './password';

const met = (password: string) =>
  checkPassword(password)
    .filter((r) => r.met)
    .map((r) => r.id);

describe('password rules', () => {
  it('lists the five rules in display order, none met by an empty password', () => {
    expect(checkPassword('')).toEqual([
      { id: 'length', met: false },
      { id: 'lowercase', met: false },
      { id: 'uppercase', met: false },
      { id: 'digit', met: false },
      { id: 'special', met: false },
    ]);
  });

  it('ticks each rule as the password is typed', () => {
    expect(met('a')).toEqual(['lowercase']);
    expect(met('aB')).toEqual(['lowercase', 'uppercase']);
    expect(met('aB3')).toEqual(['lowercase', 'uppercase', 'digit']);
    expect(met('aB3!')).toEqual(['lowercase', 'uppercase', 'digit', 'special']);
    expect(met('aB3!efgh')).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'special']);
  });

  it('needs at least 8 characters, counted as characters not UTF-16 units', () => {
    expect(met('Ab1!xyz')).not.toContain('length');
    expect(met('Ab1!xyzw')).toContain('length');
    expect(met('😀😀😀😀')).not.toContain('length'); // 4 characters, 8 code units
  });

  it('accepts exactly the specials !@#$%^&*', () => {
    for (const c of PASSWORD_SPECIALS) expect(met(c)).toContain('special');
    for (const c of ['-', '_', '?', '.', ' ', '(', '~']) expect(met(c)).not.toContain('special');
  });

  it('counts only ASCII letters and digits (an Arabic letter or digit is neither)', () => {
    expect(met('كلمة')).toEqual([]);
    expect(met('٣')).toEqual([]);
  });

  it('is strong only when every rule is met', () => {
    expect(isStrongPassword('Passw0rd!')).toBe(true);
    expect(isStrongPassword('Password!')).toBe(false);
    expect(isStrongPassword('passw0rd!')).toBe(false);
    expect(isStrongPassword('PASSW0RD!')).toBe(false);
    expect(isStrongPassword('Passw0rd')).toBe(false);
    expect(isStrongPassword('Pa0!')).toBe(false);
  });
});
