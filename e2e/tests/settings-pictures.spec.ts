// Profile and cover pictures: a real PNG chosen, cropped in the dialog, converted to a PNG and
// uploaded; the header follows. Files that are not images never leave the browser, and a
// failed upload shows only the error (never "updated", unlike the old product: spec section 8).
import { expect, test } from '../support/fixtures';
import { SettingsPage, makePng, pngSize } from '../pages/SettingsPage';
import type { Locale } from '../pages/ShellPage';
import { API_URL } from '../support/accounts';

const UPDATED_WORDS = /updated|تم تحديث/;

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`profile pictures (${locale})`, () => {
    test.use({ session: 'onboarded' });

    test('a PNG cropped to a square becomes the profile picture, everywhere and after a reload', async ({
      page,
      request,
    }) => {
      const settings = new SettingsPage(page, locale);
      await settings.goto('/settings');
      await page.getByTestId('picture-input').setInputFiles({
        name: 'holiday photo.png',
        mimeType: 'image/png',
        buffer: makePng(900, 600),
      });
      await expect(settings.cropDialog).toBeVisible();
      await expect(settings.cropDialog.locator('img')).toBeVisible();
      // The crop frame moves with the keyboard.
      await settings.cropDialog.locator('.ReactCrop__crop-selection').focus();
      await page.keyboard.press('ArrowLeft');

      const uploaded = page.waitForResponse(
        (r) => r.url() === `${API_URL}/profile-picture` && r.request().method() === 'PUT',
      );
      await settings.cropDialog.getByTestId('crop-save').click();
      const response = await uploaded;
      expect(response.status()).toBe(200);
      expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
      const { url } = (await response.json()) as { url: string };

      await expect(settings.cropDialog).toBeHidden();
      await expect(settings.toast).toHaveText(settings.text.pictureUpdated);
      await expect(settings.avatar.locator('img')).toHaveAttribute('src', url);
      await expect(page.getByTestId('general-avatar').locator('img')).toHaveAttribute('src', url);

      // What was stored is a square PNG, at most 512 px wide.
      const stored = await request.get(url);
      const size = pngSize(await stored.body());
      expect(size).not.toBeNull();
      expect(size!.width).toBe(size!.height);
      expect(size!.width).toBeLessThanOrEqual(512);

      await page.reload();
      await expect(settings.avatar.locator('img')).toHaveAttribute('src', url);
    });

    test('the cover is cropped to 4:1', async ({ page, request }) => {
      const settings = new SettingsPage(page, locale);
      await settings.goto('/settings');
      await page.getByTestId('cover-input').setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: makePng(1200, 800),
      });
      const uploaded = page.waitForResponse((r) => r.url() === `${API_URL}/profile-cover`);
      await settings.cropDialog.getByTestId('crop-save').click();
      const { url } = (await (await uploaded).json()) as { url: string };
      await expect(settings.toast).toHaveText(settings.text.coverUpdated);
      await expect(settings.cover.locator('img')).toHaveAttribute('src', url);
      const size = pngSize(await (await request.get(url)).body());
      expect(Math.round(size!.width / size!.height)).toBe(4);
    });

    test('a file that is not an image is refused before any upload, with the error only', async ({
      page,
    }) => {
      const settings = new SettingsPage(page, locale);
      await settings.goto('/settings');
      const uploads: string[] = [];
      page.on('request', (r) => {
        if (r.url().startsWith(`${API_URL}/profile-`)) uploads.push(r.url());
      });

      await page.getByTestId('picture-input').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
      await expect(settings.toast).toHaveText(
        locale === 'en'
          ? 'Choose an image: PNG, JPEG, WebP or GIF'
          : 'اختر صورة بصيغة PNG أو JPEG أو WebP أو GIF',
      );
      await expect(page.locator('.ant-message-error')).toBeVisible();

      // Named like a picture, but not one: it cannot be opened, so nothing is sent either.
      await page.getByTestId('picture-input').setInputFiles({
        name: 'fake.png',
        mimeType: 'image/png',
        buffer: Buffer.from('this is text, not a PNG'),
      });
      await expect(settings.toast).toHaveText(
        locale === 'en'
          ? "This image couldn't be opened. Try another file."
          : 'تعذّر فتح هذه الصورة. جرّب ملفًا آخر.',
      );
      await expect(settings.cropDialog).toBeHidden();
      expect(uploads).toEqual([]);
      await expect(settings.avatar.locator('img')).toHaveCount(0);
    });

    test('a failed upload shows only the error toast, never "updated"', async ({ page }) => {
      const settings = new SettingsPage(page, locale);
      await settings.goto('/settings');
      // The API refuses the file (as it does for one over 5 MB).
      await page.route(`${API_URL}/profile-picture`, (route) =>
        route.fulfill({
          status: 413,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify({ message: { en: 'File is too large', ar: 'حجم الملف كبير جدًا' } }),
        }),
      );
      const seen: string[] = [];
      await page.exposeFunction('recordToast', (text: string) => seen.push(text));
      await page.evaluate(() => {
        new MutationObserver(() => {
          for (const n of document.querySelectorAll('.ant-message-notice')) {
            (window as unknown as { recordToast(t: string): void }).recordToast(n.textContent ?? '');
          }
        }).observe(document.body, { childList: true, subtree: true });
      });

      await page.getByTestId('picture-input').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: makePng(300, 300),
      });
      await settings.cropDialog.getByTestId('crop-save').click();
      await expect(settings.toast).toHaveText(locale === 'en' ? 'File is too large' : 'حجم الملف كبير جدًا');
      await expect(page.locator('.ant-message-error')).toBeVisible();
      // The dialog stays, ready to try again or cancel; the picture is unchanged.
      await expect(settings.cropDialog.getByTestId('crop-save')).toBeEnabled();
      await expect(settings.avatar.locator('img')).toHaveCount(0);
      await page.waitForTimeout(500);
      expect(seen.filter((t) => UPDATED_WORDS.test(t))).toEqual([]);
    });
  });
}
