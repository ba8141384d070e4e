// A new student's first visit, through the real UI and API: sign up (with the live
// password checklist and a validation error), the success screen, the three onboarding
// steps, and home with the signed-in navbar. In English and Arabic.
import { expect, test } from '../support/fixtures';
import { AuthPage } from '../pages/AuthPage';
import { OnboardingPage } from '../pages/OnboardingPage';
import { ARABIC, ShellPage, type Locale } from '../pages/ShellPage';
import { PASSWORD, uniqueEmail } from '../support/accounts';

const TEXT = {
  en: {
    title: 'Create your account',
    weak: "Your password doesn't meet all the requirements yet",
    welcome: /Welcome to Nibras, Layla Alharbi!/,
    levelError: 'Choose your education level',
    gradeError: 'Choose your year of secondary school',
    secondary2: 'Secondary year 2',
    saved: "You're all set! Your studies are ready.",
  },
  ar: {
    title: 'أنشئ حسابك',
    weak: 'كلمة المرور لا تستوفي جميع المتطلبات بعد',
    welcome: /أهلًا بك في نبراس يا Layla Alharbi!/,
    levelError: 'اختر مرحلتك الدراسية',
    gradeError: 'اختر صفك في المرحلة الثانوية',
    secondary2: 'الصف الثاني الثانوي',
    saved: 'كل شيء جاهز! رحلتك الدراسية تبدأ الآن.',
  },
} as const;

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`sign up -> success -> onboarding -> home (${locale})`, async ({ page }) => {
    const text = TEXT[locale];
    const shell = new ShellPage(page);
    const auth = new AuthPage(page, locale);

    // "Get started" opens the sign-up tab.
    await shell.goto(locale, '/');
    await shell.navbar.getByTestId('nav-get-started').click();
    await expect(page).toHaveURL(`/${locale}/auth?mode=sign-up`);
    await shell.expectDirection(locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(shell.footer).toHaveCount(0);

    // Empty submit: every required field says so; the optional phone does not.
    const form = auth.signUpForm;
    await auth.submit(form).click();
    for (const name of ['username', 'email', 'password']) {
      await expect(auth.error(form, name)).toHaveText(auth.text.required);
    }
    await expect(auth.error(form, 'phone')).toHaveCount(0);
    await expect(auth.field(form, 'username')).toBeFocused();
    await expect(auth.field(form, 'username')).toHaveAttribute('aria-invalid', 'true');

    // The checklist ticks rule by rule as the password is typed.
    const password = auth.field(form, 'password');
    await expect(auth.checklist).toBeVisible();
    await expect(auth.checklist.getByRole('listitem')).toHaveCount(5);
    expect(await auth.metRules()).toEqual([]);
    await password.fill('a');
    await expect.poll(() => auth.metRules()).toEqual(['lowercase']);
    await password.fill('aB');
    await expect.poll(() => auth.metRules()).toEqual(['lowercase', 'uppercase']);
    await password.fill('aB3');
    await expect.poll(() => auth.metRules()).toEqual(['lowercase', 'uppercase', 'digit']);
    await password.fill('aB3!');
    await expect.poll(() => auth.metRules()).toEqual(['lowercase', 'uppercase', 'digit', 'special']);
    await expect(auth.error(form, 'password')).toHaveText(text.weak);
    await expect(auth.checklist.getByRole('status')).toHaveText(
      locale === 'en' ? '4 of 5 password requirements met' : 'استوفيت 4 من 5 من متطلبات كلمة المرور',
    );
    await password.fill(PASSWORD);
    await expect.poll(() => auth.metRules()).toHaveLength(5);
    await expect(auth.error(form, 'password')).toHaveCount(0);

    // Show and hide the password.
    await expect(password).toHaveAttribute('type', 'password');
    await form.locator('.ant-input-password-icon').click();
    await expect(password).toHaveAttribute('type', 'text');
    await form.locator('.ant-input-password-icon').click();
    await expect(password).toHaveAttribute('type', 'password');

    // A valid sign-up: the success screen without navbar, then onboarding.
    await auth.signUp({
      username: 'Layla Alharbi',
      email: uniqueEmail('ui'),
      password: PASSWORD,
      phone: '050 123 4567',
    });
    await expect(auth.success).toBeVisible();
    await expect(page).toHaveURL(`/${locale}/auth/success`);
    await expect(auth.success.getByRole('heading', { level: 1 })).toHaveText(text.welcome);
    await expect(shell.navbar).toHaveCount(0);
    await expect(shell.footer).toHaveCount(0);

    const onboarding = new OnboardingPage(page, locale);
    await expect(onboarding.root).toBeVisible();
    await expect(page).toHaveURL(`/${locale}/onboarding`);
    await shell.expectSignedInNavbar();
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('nibras.session') ?? '{}'));
    expect(session.state).toMatchObject({
      isAuthenticated: true,
      user: { hasOnBoarded: false, roles: ['user'] },
    });
    expect(session.state.token).toEqual(expect.any(String));

    // Step 1: level, then the grade (secondary years 1 to 3).
    await onboarding.expectStep('level');
    await onboarding.next.click();
    await expect(onboarding.error('educationLevel')).toHaveText(text.levelError);
    await onboarding.choice('educationLevel', 'school').click();
    await onboarding.next.click();
    await expect(onboarding.error('grade')).toHaveText(text.gradeError);
    for (const grade of [10, 11, 12]) await expect(onboarding.choice('grade', grade)).toBeVisible();
    await expect(onboarding.choice('grade', 11)).toHaveAccessibleName(new RegExp(text.secondary2));
    await onboarding.choice('grade', 11).click();
    await onboarding.next.click();

    // Step 2: voice.
    await onboarding.expectStep('voice');
    await onboarding.next.click();
    await expect(onboarding.error('voice')).toBeVisible();
    await onboarding.choice('voice', 'male').click();
    await onboarding.next.click();

    // Step 3: speed, with a preview that never fails (this browser has no voices: it says so).
    await onboarding.expectStep('speed');
    const slider = onboarding.form.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('speed-value')).toContainText('1.25');
    await onboarding.listen.click();
    await expect(onboarding.speedMessage).not.toBeEmpty();
    if (locale === 'ar') await expect(onboarding.speedMessage).toContainText(ARABIC);

    // Finish: the answers are saved and the student lands on home, signed in.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/onboarding') && r.request().method() === 'PUT',
    );
    await onboarding.finish.click();
    const body = (await saved).request().postDataJSON();
    expect(body).toEqual({ educationLevel: 'school', grade: 11, voice: 'male', ttsSpeed: 1.25 });
    await expect(page).toHaveURL(`/${locale}/home`);
    // The toast shows on arrival for a few seconds: checked before the home page's remote has loaded.
    await expect(shell.toast).toContainText(text.saved);
    await expect(shell.remotePage('mfe_learning')).toBeVisible();
    await shell.expectSignedInNavbar();
    for (const key of [
      'home',
      'courses',
      'dashboard',
      'materials',
      'leaderboard',
      'ai',
      'search',
      'notifications',
      'settings',
    ]) {
      await expect(shell.navItem(key)).toBeVisible();
    }
    await expect(shell.navItem('home')).toHaveAttribute('aria-current', 'page');
    const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('nibras.settings') ?? '{}'));
    expect(settings.state.settings.learningPreferences).toEqual({
      gradeLevel: 11,
      hintFirst: false,
      leaderboard: 'visible',
    });

    // The navbar works now: no dialog.
    await shell.navItem('courses').click();
    await expect(page).toHaveURL(`/${locale}/courses`);
    await expect(shell.gateDialog).toHaveCount(0);
  });
}
