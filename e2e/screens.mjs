#!/usr/bin/env node
// Screenshots of every route in English and Arabic, desktop and phone, for people to look at.
// Signed-in routes are visited by a new, onboarded student (made through the API); public
// routes and /auth by a visitor. Needs the product running (`npm start`).
// Usage: node e2e/screens.mjs [outDir] [baseUrl] [apiUrl]
//   MODES=light,dark,contrast,contrast-dark,large,small  display settings to shoot (default: light)
//   ROUTES=/,/pricing,/auth                                only these routes (default: all)
//   DEVICES=desktop,phone                                  (default: both)
// (the account flow itself, step by step: e2e/shots-auth.mjs)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const outDir = path.resolve(process.argv[2] ?? 'e2e/.tmp/screens');
const base = process.argv[3] ?? 'http://localhost:3000';
const apiUrl = process.argv[4] ?? 'http://localhost:8787';
const PUBLIC = new Set([
  '/',
  '/pricing',
  '/about',
  '/faqs',
  '/privacy-policy',
  '/terms-of-services',
  '/auth',
  '/no-such-page',
]);

async function onboardedStudent() {
  const json = { 'content-type': 'application/json' };
  const email = `screens-${Date.now().toString(36)}@nibras.test`;
  const signUp = await fetch(`${apiUrl}/auth/sign-up`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'Sara Alqahtani', email, password: 'Str0ng!pass' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const { accessToken } = await signUp.json();
  const onboarding = await fetch(`${apiUrl}/onboarding`, {
    method: 'PUT',
    headers: { ...json, authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ educationLevel: 'school', grade: 11, voice: 'female', ttsSpeed: 1 }),
  });
  if (!onboarding.ok) throw new Error(`onboarding answered ${onboarding.status}`);
  return { user: await onboarding.json(), token: accessToken, isAuthenticated: true };
}
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
/** The accessibility settings of each mode, saved as the app saves them. */
const MODES = {
  light: { displayMode: 'light' },
  dark: { displayMode: 'dark' },
  contrast: { displayMode: 'light', highContrast: true },
  'contrast-dark': { displayMode: 'dark', highContrast: true },
  large: { displayMode: 'light', textSize: 'large' },
  small: { displayMode: 'light', textSize: 'small' },
};
const modes = (process.env.MODES ?? 'light').split(',');
const onlyRoutes = process.env.ROUTES ? new Set(process.env.ROUTES.split(',')) : null;
const devices = (process.env.DEVICES ?? 'desktop,phone').split(',');
for (const mode of modes) if (!MODES[mode]) throw new Error(`unknown mode ${mode}`);

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
for (const mode of modes) {
  // A new student per mode: the settings a student saved follow them (the API's copy wins at
  // start-up), so a student from the previous mode would bring its display settings along.
  const session = await onboardedStudent();
  const settings = {
    mainLanguage: 'en',
    textSize: 'medium',
    displayMode: 'system',
    highContrast: false,
    reduceMotion: true,
    ...MODES[mode],
  };
  for (const device of devices) {
    const viewport = viewports[device];
    const seed = async (context) =>
      context.addInitScript((value) => {
        localStorage.setItem(
          'nibras.settings',
          JSON.stringify({ state: { saved: true, settings: { accessibility: value } }, version: 0 }),
        );
      }, settings);
    const visitorContext = await browser.newContext({ viewport });
    await seed(visitorContext);
    const visitor = await visitorContext.newPage();
    const student = await browser.newContext({ viewport });
    await seed(student);
    await student.addInitScript((value) => {
      localStorage.setItem('nibras.session', JSON.stringify({ state: value, version: 0 }));
    }, session);
    const studentPage = await student.newPage();
    for (const locale of ['en', 'ar']) {
      for (const route of routes) {
        if (onlyRoutes && !onlyRoutes.has(route)) continue;
        const page = PUBLIC.has(route) ? visitor : studentPage;
        await page.goto(`${base}/${locale}${route === '/' ? '' : route}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(300);
        const suffix = mode === 'light' ? '' : `-${mode}`;
        const name = `${device}${suffix}-${locale}${route.replace(/\//g, '_') || '_'}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      }
    }
    await visitorContext.close();
    await student.close();
  }
}
await browser.close();
console.log(`screenshots in ${outDir}`);
