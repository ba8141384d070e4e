#!/usr/bin/env node
// Screenshots of the account journey (issue 3) in English and Arabic, desktop and phone:
// /auth (both tabs, errors, checklist), /auth/success, each onboarding step, signed-in
// /home with its navbar, search and notifications, and the "complete onboarding" dialog.
// Needs the product running. Usage: node e2e/shots-auth.mjs [outDir] [shellUrl] [apiUrl]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const outDir = path.resolve(process.argv[2] ?? 'e2e/.tmp/shots-auth');
const base = process.argv[3] ?? 'http://localhost:3000';
const apiUrl = process.argv[4] ?? 'http://localhost:8787';
const viewports = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };
let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

async function signUpViaApi(onboard) {
  const email = `shot-${unique()}@nibras.test`;
  const headers = {
    'content-type': 'application/json',
    'x-forwarded-for': `10.9.${n % 250}.${(n * 7) % 250}`,
  };
  const res = await fetch(`${apiUrl}/auth/sign-up`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: 'Sara Alqahtani', email, password: 'Str0ng!pass' }),
  });
  const payload = await res.json();
  if (!res.ok) throw new Error(JSON.stringify(payload));
  if (onboard) {
    const put = await fetch(`${apiUrl}/onboarding`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${payload.accessToken}` },
      body: JSON.stringify({ educationLevel: 'school', grade: 11, voice: 'female', ttsSpeed: 1 }),
    });
    payload.user = await put.json();
  }
  return payload;
}

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const only = process.env.ONLY ? process.env.ONLY.split(',') : null;
for (const [device, viewport] of Object.entries(viewports)) {
  for (const locale of ['en', 'ar']) {
    if (only && !only.includes(`${device}-${locale}`)) continue;
    const shot = async (page, name, fullPage = true, settleMs = 250) => {
      await page.waitForTimeout(settleMs);
      await page.screenshot({ path: path.join(outDir, `${device}-${locale}-${name}.png`), fullPage });
    };
    const context = await browser.newContext({ viewport, locale: locale === 'ar' ? 'ar-SA' : 'en-US' });
    const page = await context.newPage();
    await page.goto(`${base}/${locale}/auth`, { waitUntil: 'networkidle' });
    await shot(page, '01-auth-sign-in');
    await page.getByTestId('sign-in-submit').click();
    await shot(page, '02-auth-sign-in-errors');
    await page.getByTestId('tab-sign-up').click();
    await page.getByTestId('sign-up-submit').click();
    await shot(page, '03-auth-sign-up-errors');
    const form = page.getByTestId('sign-up-form');
    await form.locator('input[name="username"]').fill('Sara Alqahtani');
    await form.locator('input[name="email"]').fill(`ui-${unique()}@nibras.test`);
    await form.locator('input[name="password"]').fill('abcD3');
    await shot(page, '04-auth-sign-up-checklist');
    await form.locator('input[name="password"]').fill('abcD3!xyz');
    await form.locator('input[name="phone"]').fill('050 123 4567');
    await shot(page, '05-auth-sign-up-valid');
    await page.getByTestId('sign-up-submit').click();
    await page.getByTestId('page-shell-auth-success').waitFor();
    await shot(page, '06-auth-success', false);
    await page.getByTestId('page-shell-onboarding').waitFor();
    await shot(page, '07-onboarding-level');
    await page.getByTestId('onboarding-next').click();
    await shot(page, '08-onboarding-level-error');
    await page.locator('[data-field="educationLevel"] [data-value="school"]').click();
    await page.locator('[data-field="grade"] [data-value="11"]').click();
    await shot(page, '09-onboarding-school');
    await page.locator('[data-field="educationLevel"] [data-value="university"]').click();
    await page.locator('[data-field="universityYear"] [data-value="2"]').click();
    await shot(page, '10-onboarding-university');
    await page.getByTestId('onboarding-next').click();
    await page.locator('[data-field="voice"] [data-value="female"]').click();
    await shot(page, '11-onboarding-voice');
    await page.getByTestId('onboarding-next').click();
    await page.getByTestId('speed-listen').click();
    await page.getByTestId('speed-message').filter({ hasText: /\S/ }).waitFor();
    await shot(page, '12-onboarding-speed');
    await page.getByTestId('onboarding-finish').click();
    await page.waitForURL(`**/${locale}/home`);
    await page.locator('[data-testid^="page-learning-home"]').waitFor();
    await shot(page, '13-home', false);
    if (device === 'desktop') {
      await page.locator('[data-nav="search"]').click();
      await page.getByTestId('search-input').waitFor();
      await shot(page, '14-search', false, 700);
      await page.keyboard.press('Escape');
      await page.locator('[data-nav="notifications"]').click();
      await page.getByTestId('notifications-panel').waitFor();
      await shot(page, '15-notifications', false, 700);
      await page.keyboard.press('Escape');
    } else {
      await page.getByRole('button', { name: locale === 'ar' ? 'فتح القائمة' : 'Open menu' }).click();
      await page.waitForTimeout(400);
      await shot(page, '14-drawer', false, 700);
    }
    await page.goto(`${base}/${locale}/settings`, { waitUntil: 'networkidle' });
    await page.getByTestId('settings-logout').waitFor();
    await page.getByTestId('logout-open').click();
    await shot(page, '16-logout-confirm', false, 700);
    await context.close();

    // The "complete onboarding" dialog, for a student who has not onboarded.
    const fresh = await signUpViaApi(false);
    const ctx2 = await browser.newContext({ viewport, locale: locale === 'ar' ? 'ar-SA' : 'en-US' });
    await ctx2.addInitScript(
      (session) => {
        localStorage.setItem('nibras.session', JSON.stringify({ state: session, version: 0 }));
      },
      { user: fresh.user, token: fresh.accessToken, isAuthenticated: true },
    );
    const p2 = await ctx2.newPage();
    await p2.goto(`${base}/${locale}/home`, { waitUntil: 'networkidle' });
    await p2.getByTestId('page-shell-onboarding').waitFor();
    await shot(p2, '17-onboarding-required-toast', false);
    await p2.locator('[data-nav="notifications"]').click();
    await p2.getByTestId('onboarding-dialog').waitFor();
    await shot(p2, '18-gate-dialog', false, 700);
    await ctx2.close();
  }
}
await browser.close();
console.log(`screenshots in ${outDir}`);
