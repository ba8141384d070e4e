import en from './common.en.json';
import ar from './common.ar.json';
import { i18n, initI18n, localeFromPath, preferredLocale, switchLocalePath, addNamespace } from './index';
import { SETTINGS_STORAGE_KEY } from '../stores/settings';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('i18n', () => {
  it('common namespace has the same keys in English and Arabic', () => {
    expect(keys(ar).sort()).toEqual(keys(en).sort());
  });

  it('switches only the locale part of a path', () => {
    expect(switchLocalePath('/en/pricing', 'ar')).toBe('/ar/pricing');
    expect(switchLocalePath('/ar', 'en')).toBe('/en');
    expect(switchLocalePath('/en/settings/accessibility', 'ar')).toBe('/ar/settings/accessibility');
    expect(localeFromPath('/ar/home')).toBe('ar');
    expect(localeFromPath('/fr/home')).toBeNull();
  });

  it('prefers the saved setting, then the browser language, then English', () => {
    localStorage.clear();
    const languages = jest.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['ar-SA', 'en']);
    expect(preferredLocale()).toBe('ar');
    languages.mockReturnValue(['fr-FR']);
    expect(preferredLocale()).toBe('en');
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ state: { saved: true, settings: { accessibility: { mainLanguage: 'ar' } } } }),
    );
    expect(preferredLocale()).toBe('ar');
    languages.mockRestore();
  });

  it('a namespace added by a remote is served by the shared instance in both languages', async () => {
    await initI18n('ar');
    addNamespace('demo', { en: { hello: 'Hello' }, ar: { hello: 'مرحبًا' } });
    expect(i18n.t('demo:hello')).toBe('مرحبًا');
    await initI18n('en');
    expect(i18n.t('demo:hello')).toBe('Hello');
    expect(i18n.t('common:notFound.title')).toBe('OOPS!! Looks like something wrong happened');
  });
});
