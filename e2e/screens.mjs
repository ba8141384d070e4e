#!/usr/bin/env node
// Screenshots of every route in English and Arabic, desktop and phone, for people to look at.
// Needs the product running (`npm start`). Usage: node e2e/screens.mjs [outDir] [baseUrl]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const outDir = path.resolve(process.argv[2] ?? 'e2e/.tmp/screens');
const base = process.argv[3] ?? 'http://localhost:3000';
const routes = [
  '/',
  '/pricing',
  '/about',
  '/faqs',
  '/privacy-policy',
  '/terms-of-services',
  '/home',
  '/courses',
  '/courses/ai',
  '/quiz',
  '/leaderboard',
  '/dashboard',
  '/ai-engine',
  '/ai-engine/conversation/demo-1',
  '/saved',
  '/uploaded-materials',
  '/settings',
  '/settings/accessibility',
  '/settings/notifications',
  '/settings/learning-preferences',
  '/settings/help-support',
  '/settings/subscriptions',
  '/auth',
  '/onboarding',
  '/no-such-page',
];
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const [device, viewport] of Object.entries(viewports)) {
  const page = await browser.newPage({ viewport });
  for (const locale of ['en', 'ar']) {
    for (const route of routes) {
      await page.goto(`${base}/${locale}${route === '/' ? '' : route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const name = `${device}-${locale}${route.replace(/\//g, '_') || '_'}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    }
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${outDir}`);
