// Each remote runs alone in its harness (fake session, locale switch) on its own port.
import { expect, test } from '@playwright/test';
import { ARABIC } from '../pages/ShellPage';
import { PORTS } from '../support/env';

const REMOTES = [
  { name: 'mfe_marketing', port: PORTS.mfe_marketing, path: '/pricing' },
  { name: 'mfe_learning', port: PORTS.mfe_learning, path: '/dashboard' },
  { name: 'mfe_chat', port: PORTS.mfe_chat, path: '/saved' },
  { name: 'mfe_materials', port: PORTS.mfe_materials, path: '/uploaded-materials' },
  { name: 'mfe_settings', port: PORTS.mfe_settings, path: '/settings/notifications' },
] as const;

for (const remote of REMOTES) {
  test(`${remote.name} runs standalone in its harness, in English and Arabic`, async ({ page }) => {
    await page.goto(`http://localhost:${remote.port}/en${remote.path}`);
    const bar = page.getByTestId('harness-bar');
    await expect(bar).toContainText(remote.name);
    const title = page.locator(`[data-remote="${remote.name}"] [data-testid^="page-"] h1`);
    await expect(title).toBeVisible();
    await expect(title).not.toContainText(ARABIC);
    await expect(page.getByTestId('navbar')).toHaveCount(0); // the shell is not loaded

    await bar.getByText('العربية').click();
    await expect(page).toHaveURL(`http://localhost:${remote.port}/ar${remote.path}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(title).toContainText(ARABIC);
  });
}
