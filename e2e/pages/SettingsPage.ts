import zlib from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from './ShellPage';

export const SETTINGS_PAGES = [
  { path: '/settings', id: 'general' },
  { path: '/settings/accessibility', id: 'accessibility' },
  { path: '/settings/notifications', id: 'notifications' },
  { path: '/settings/learning-preferences', id: 'learning-preferences' },
  { path: '/settings/help-support', id: 'help-support' },
  { path: '/settings/subscriptions', id: 'subscriptions' },
] as const;

export type SettingsPageId = (typeof SETTINGS_PAGES)[number]['id'];

const TEXT = {
  en: {
    updated: 'Settings updated',
    pictureUpdated: 'Profile picture updated',
    coverUpdated: 'Cover picture updated',
    logout: 'Log out',
  },
  ar: {
    updated: 'تم تحديث الإعدادات',
    pictureUpdated: 'تم تحديث الصورة الشخصية',
    coverUpdated: 'تم تحديث صورة الغلاف',
    logout: 'تسجيل الخروج',
  },
} as const;

/** The settings area (mfe-settings): layout, menu, the six pages and their controls. */
export class SettingsPage {
  readonly header: Locator;
  readonly displayName: Locator;
  readonly avatar: Locator;
  readonly cover: Locator;
  readonly nav: Locator;
  readonly toast: Locator;
  readonly cropDialog: Locator;

  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {
    this.header = page.getByTestId('settings-header');
    this.displayName = page.getByTestId('settings-display-name');
    this.avatar = page.getByTestId('settings-avatar');
    this.cover = page.getByTestId('settings-cover');
    this.nav = page.getByTestId('settings-nav');
    // One toast at a time; the one it replaced may still be fading out.
    this.toast = page.locator('.ant-message-notice').last();
    this.cropDialog = page.getByRole('dialog').filter({ has: page.getByTestId('crop-area') });
  }

  get text() {
    return TEXT[this.locale];
  }

  async goto(path: string = '/settings') {
    await this.page.goto(`/${this.locale}${path}`);
    await expect(this.page.locator('[data-testid^="page-settings-"]')).toBeVisible();
  }

  root(id: SettingsPageId): Locator {
    return this.page.getByTestId(`page-settings-${id}`);
  }

  menuItem(id: SettingsPageId): Locator {
    return this.nav.locator(`[data-menu="${id}"]`);
  }

  switchOf(name: string): Locator {
    return this.page.getByTestId(`switch-${name}`);
  }

  /** A choice card (radio) of a field: click it to choose. */
  choice(field: string, value: string | number): Locator {
    return this.page.locator(`[data-field="${field}"] [data-value="${value}"]`);
  }

  radioInput(field: string, value: string | number): Locator {
    return this.page.locator(`[data-field="${field}"] input[value="${value}"]`);
  }

  field(name: string): Locator {
    return this.page.locator(`[name="${name}"]`);
  }

  error(name: string): Locator {
    return this.page.getByTestId(`field-error-${name}`);
  }

  /** The settings as this browser stores them (localStorage `nibras.settings`). */
  async stored(): Promise<{ saved: boolean; settings: Record<string, Record<string, unknown>> }> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('nibras.settings') ?? '{}').state);
  }
}

/** A real PNG of `width` x `height`: a diagonal gradient, so a crop is visibly a part of it. */
export function makePng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 3] = Math.round((255 * x) / width);
      row[2 + x * 3] = Math.round((255 * y) / height);
      row[3 + x * 3] = 140;
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height of a PNG, read from its header; null when it is not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.readUInt32BE(0) !== 0x89504e47) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
