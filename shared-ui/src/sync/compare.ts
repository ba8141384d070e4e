// Comparing settings objects, setting by setting, over the settings the contract defines (the keys
// of DEFAULT_SETTINGS): key order and extra keys do not matter.
import { DEFAULT_SETTINGS, type Settings } from '../types';

const SECTIONS = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];

/** Two settings objects hold the same values. */
export function sameSettings(a: Settings, b: Settings): boolean {
  return SECTIONS.every((section) => {
    const x = a[section] as Record<string, unknown>;
    const y = b[section] as Record<string, unknown>;
    return Object.keys(DEFAULT_SETTINGS[section]).every((key) => x[key] === y[key]);
  });
}

/** The settings of an account that never saved any, as the API answers them (the defaults). */
export const isPristine = (settings: Settings): boolean => sameSettings(settings, DEFAULT_SETTINGS);
