// The toast host as the app runs it (antd's message inside AppProviders): one toast at a
// time, success and basic 2 s, error 8 s (spec sections 4, 8 and 9); and the spec's texts.
import { act, render } from '@testing-library/react';
import { AppProviders } from './theme/AppProviders';
import { toast } from './toast';
import { initI18n } from './i18n';
import { defaultSettings, useSettingsStore } from './stores/settings';
import en from './i18n/common.en.json';
import ar from './i18n/common.ar.json';

const notices = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent);

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  jest.useFakeTimers();
  // No motion: a closed toast leaves the page at once.
  const settings = defaultSettings();
  settings.accessibility.reduceMotion = true;
  useSettingsStore.setState({ settings, saved: true });
});

afterEach(() => {
  jest.useRealTimers();
});

function host() {
  return render(
    <AppProviders locale="en" toastHost>
      <p>page</p>
    </AppProviders>,
  );
}

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('the toast host', () => {
  it('shows one toast at a time: a new one replaces the current one', () => {
    const { unmount } = host();
    act(() => toast.error('toast.somethingWrong'));
    advance(50);
    expect(notices()).toEqual(['Something went wrong']);
    act(() => toast.success('toast.settingsUpdated'));
    advance(50);
    expect(notices()).toEqual(['Settings updated']);
    act(() => {
      toast.info({ en: 'One', ar: 'واحد' });
      toast.info({ en: 'Two', ar: 'اثنان' });
      toast.error({ en: 'Three', ar: 'ثلاثة' });
    });
    advance(50);
    expect(notices()).toEqual(['Three']);
    unmount();
  });

  it.each([
    ['success', () => toast.success('toast.copied'), 2000],
    ['basic', () => toast.info('toast.copied'), 2000],
    ['error', () => toast.error('toast.fileTooLarge'), 8000],
  ] as const)('a %s toast stays %i ms', (_kind, raise, duration) => {
    const { unmount } = host();
    act(() => raise());
    advance(duration - 200);
    expect(notices()).toHaveLength(1);
    advance(400);
    expect(notices()).toHaveLength(0);
    unmount();
  });
});

describe('the toast texts of spec section 8, in both languages', () => {
  const SPEC_TEXTS = {
    somethingWrong: 'Something went wrong',
    fileTooLarge: 'File is too large',
    someFilesNotDownloaded: 'Some files could not be downloaded',
    folderEmpty: 'This folder has no files to download',
    onboardingRequired: 'Onboarding must be completed to proceed',
    settingsUpdated: 'Settings updated',
    messageSent: 'Message sent',
    profilePictureUpdated: 'Profile picture updated',
    coverPictureUpdated: 'Cover picture updated',
    fileUploaded: 'File uploaded',
    subscribed: 'Subscribed',
    folderCreated: 'Folder created',
    folderDeleted: 'Folder deleted',
    enrolled: 'Enrolled',
    contentSaved: 'Content saved',
    contentUpdated: 'Content updated',
    contentDeleted: 'Content deleted',
    copied: 'Copied to clipboard',
  };
  it.each(Object.entries(SPEC_TEXTS))('toast.%s is "%s" and has an Arabic text', (key, text) => {
    expect(en.toast[key as keyof typeof en.toast]).toBe(text);
    expect(ar.toast[key as keyof typeof ar.toast]).toMatch(/[\u0600-\u06FF]/);
  });
});
