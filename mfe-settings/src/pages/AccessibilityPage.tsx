// /settings/accessibility: main language, text size, display mode, high contrast and reduced
// motion. Each change applies at once (the whole app follows the settings store), is saved on
// this device and reaches the other tabs; "Settings updated" confirms it. Changing the language
// moves to the same page in the other locale (spec section 4).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  i18n,
  switchLocalePath,
  toast,
  useRemote,
  useSettingsStore,
  type DisplayMode,
  type Locale,
  type Settings,
  type TextSize,
} from '@nibras/shared-ui';
import { ChoiceCards, MonitorIcon, MoonIcon, SunIcon } from '@nibras/shared-ui/extra';
import { SwitchRow } from '../forms/controls';
import { SettingsCard, SettingsPage } from './SettingsPage';

type A11y = Settings['accessibility'];

/** Each language by its own name (an endonym reads the same in every locale, as in the navbar's toggle). */
const LANGUAGE_NAMES: Record<Locale, string> = { ar: 'العربية', en: 'English' };

export function AccessibilityPage() {
  const { t } = useTranslation('settings');
  const { locale, location, navigate } = useRemote();
  const a11y = useSettingsStore((s) => s.settings.accessibility);

  const change = <K extends keyof A11y>(key: K, value: A11y[K]) => {
    if (a11y[key] === value) return;
    useSettingsStore.getState().update('accessibility', { [key]: value } as Partial<A11y>);
    toast.success('toast.settingsUpdated');
  };

  // The choice shows the language of the page; choosing the other one saves it as the main
  // language and moves to the same page in that locale.
  const changeLanguage = (next: Locale) => {
    useSettingsStore.getState().update('accessibility', { mainLanguage: next });
    if (next === locale) return;
    navigate(switchLocalePath(location.pathname, next) + location.search + location.hash);
    // Said in the new language, whichever language the toast host still has at this instant.
    const text = i18n.t('toast.settingsUpdated', { lng: next, ns: 'common' });
    toast.success({ en: text, ar: text });
  };

  const textSizes: TextSize[] = ['small', 'medium', 'large'];
  const modes: Array<{ value: DisplayMode; icon: ReactNode }> = [
    { value: 'light', icon: <SunIcon size={22} /> },
    { value: 'dark', icon: <MoonIcon size={22} /> },
    { value: 'system', icon: <MonitorIcon size={22} /> },
  ];

  return (
    <SettingsPage
      pageId="accessibility"
      titleKey="accessibility.title"
      descriptionKey="accessibility.description"
    >
      <SettingsCard id="language" title={t('accessibility.language.title')}>
        <ChoiceCards<Locale>
          name="mainLanguage"
          legend={t('accessibility.language.legend')}
          hint={t('accessibility.language.hint')}
          value={locale}
          columns={2}
          phoneColumns={2}
          onChange={changeLanguage}
          options={[
            { value: 'ar', title: LANGUAGE_NAMES.ar, lang: 'ar', hint: t('accessibility.language.arHint') },
            { value: 'en', title: LANGUAGE_NAMES.en, lang: 'en', hint: t('accessibility.language.enHint') },
          ]}
        />
      </SettingsCard>

      <SettingsCard id="reading" title={t('accessibility.reading.title')}>
        <ChoiceCards<TextSize>
          name="textSize"
          legend={t('accessibility.textSize.legend')}
          value={a11y.textSize}
          phoneColumns={3}
          stacked
          onChange={(v) => change('textSize', v)}
          options={textSizes.map((size) => ({
            value: size,
            icon: <span className={`st-aa st-aa--${size}`}>{t('accessibility.textSize.sample')}</span>,
            title: t(`accessibility.textSize.${size}`),
          }))}
        />
        <ChoiceCards<DisplayMode>
          name="displayMode"
          legend={t('accessibility.display.legend')}
          value={a11y.displayMode}
          phoneColumns={1}
          onChange={(v) => change('displayMode', v)}
          options={modes.map(({ value, icon }) => ({
            value,
            icon,
            title: t(`accessibility.display.${value}`),
            hint: t(`accessibility.display.${value}Hint`),
          }))}
        />
      </SettingsCard>

      <SettingsCard id="comfort" title={t('accessibility.comfort.title')}>
        <div className="st-switches">
          <SwitchRow
            name="highContrast"
            label={t('accessibility.highContrast.label')}
            hint={t('accessibility.highContrast.hint')}
            checked={a11y.highContrast}
            onChange={(v) => change('highContrast', v)}
          />
          <SwitchRow
            name="reduceMotion"
            label={t('accessibility.reduceMotion.label')}
            hint={t('accessibility.reduceMotion.hint')}
            checked={a11y.reduceMotion}
            onChange={(v) => change('reduceMotion', v)}
          />
        </div>
      </SettingsCard>
    </SettingsPage>
  );
}
