import { localeKeyDiff, untranslatedKeys } from '@nibras/shared-ui/testing';
import { bus } from '@nibras/shared-ui';
import en from './locales/en.json';
import ar from './locales/ar.json';

afterAll(() => bus.close());

describe('shell translations', () => {
  it('have the same keys in English and Arabic', () => {
    expect(localeKeyDiff(en, ar)).toEqual({ onlyInEn: [], onlyInAr: [] });
  });

  it('have a real Arabic text for every key', () => {
    expect(untranslatedKeys(en, ar)).toEqual([]);
  });
});
