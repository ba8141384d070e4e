// The settings menu's logout item (spec section 2) with its confirm dialog. Confirming revokes
// the token (POST /auth/sign-out; a network failure does not keep anyone signed in), then logs
// out and resets the settings to their defaults (spec section 4). The shell's guard then sends
// the student to /auth, and the bus tells the other tabs.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LogOutIcon, useRemote, useSettingsStore } from '@nibras/shared-ui';
import { Modal } from '@nibras/shared-ui/extra';

export function LogoutItem({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation('settings');
  const { api, session } = useRemote();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    setBusy(true);
    try {
      await api.post('/auth/sign-out');
    } catch {
      // Offline or already revoked: signing out on this device still goes ahead.
    }
    session.getState().logout('user');
    useSettingsStore.getState().reset();
    setBusy(false);
    setOpen(false);
  };

  return (
    <div className="st-logout" data-testid="settings-logout">
      <Button
        type="text"
        danger
        block
        className="st-logout__button"
        icon={<LogOutIcon size={18} />}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
        aria-haspopup="dialog"
        data-testid="logout-open"
      >
        {t('logout.action')}
      </Button>
      <Modal
        open={open}
        title={t('logout.confirmTitle')}
        onCancel={() => !busy && setOpen(false)}
        onOk={() => void logout()}
        okText={t('logout.confirm')}
        cancelText={t('logout.cancel')}
        okButtonProps={{ danger: true, loading: busy }}
        cancelButtonProps={{ disabled: busy }}
        closable={!busy}
        mask={{ closable: !busy }}
        centered
        width={420}
      >
        <p>{t('logout.confirmBody')}</p>
      </Modal>
    </div>
  );
}
