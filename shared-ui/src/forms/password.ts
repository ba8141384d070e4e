// The password rules (spec sections 5 and 9): each is checked live by the checklist
// and together they make a password acceptable for sign-up.

export type PasswordRuleId = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The special characters the rule accepts (one reading of the spec). */
export const PASSWORD_SPECIALS = '!@#$%^&*';

export interface PasswordRule {
  id: PasswordRuleId;
  test(password: string): boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  // Counted in code points, so an emoji or an Arabic letter with a mark counts as typed.
  { id: 'length', test: (p) => [...p].length >= PASSWORD_MIN_LENGTH },
  { id: 'lowercase', test: (p) => /[a-z]/.test(p) },
  { id: 'uppercase', test: (p) => /[A-Z]/.test(p) },
  { id: 'digit', test: (p) => /[0-9]/.test(p) },
  { id: 'special', test: (p) => /[!@#$%^&*]/.test(p) },
];

export interface PasswordRuleResult {
  id: PasswordRuleId;
  met: boolean;
}

/** Every rule, in display order, with whether the password meets it. */
export function checkPassword(password: string): PasswordRuleResult[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, met: rule.test(password) }));
}

/** True when the password meets every rule. */
export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}
