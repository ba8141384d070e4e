// /settings/notifications: the seven switches of spec section 3, all on by default. How they
// reach the student (e-mail, sound) and what about (updates, quizzes, lessons, progress,
// achievements: the API mutes a switched-off kind when it creates the notification).
import { useTranslation } from 'react-i18next';
import { toast, useSettingsStore, type Settings } from '@nibras/shared-ui';
import { SwitchRow } from '../forms/controls';
import { SettingsCard, SettingsPage } from './SettingsPage';

type Toggles = Settings['notifications'];
type ToggleKey = keyof Toggles;

const CHANNELS: readonly ToggleKey[] = ['email', 'sound'];
const TOPICS: readonly ToggleKey[] = ['updates', 'quizzes', 'lessons', 'progress', 'achievements'];

export function NotificationsPage() {
  const { t } = useTranslation('settings');
  const toggles = useSettingsStore((s) => s.settings.notifications);

  const change = (key: ToggleKey, value: boolean) => {
    useSettingsStore.getState().update('notifications', { [key]: value } as Partial<Toggles>);
    toast.success('toast.settingsUpdated');
  };

  const rows = (keys: readonly ToggleKey[]) => (
    <div className="st-switches">
      {keys.map((key) => (
        <SwitchRow
          key={key}
          name={key}
          label={t(`notifications.items.${key}.label`)}
          hint={t(`notifications.items.${key}.hint`)}
          checked={toggles[key]}
          onChange={(v) => change(key, v)}
        />
      ))}
    </div>
  );

  return (
    <SettingsPage
      pageId="notifications"
      titleKey="notifications.title"
      descriptionKey="notifications.description"
    >
      <SettingsCard
        id="channels"
        title={t('notifications.channels.title')}
        description={t('notifications.channels.description')}
      >
        {rows(CHANNELS)}
      </SettingsCard>
      <SettingsCard
        id="topics"
        title={t('notifications.topics.title')}
        description={t('notifications.topics.description')}
      >
        {rows(TOPICS)}
      </SettingsCard>
    </SettingsPage>
  );
}
