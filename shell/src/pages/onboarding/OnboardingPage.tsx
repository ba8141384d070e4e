// /onboarding: three short steps (education level, voice, reading speed), each validated
// before the next; "Finish" saves the answers (PUT /onboarding), stores the returned
// user, and the guard then moves the student on to /home.
import { useEffect, useRef, useState } from 'react';
import { Formik, type FormikProps, zodToFormik } from '@nibras/shared-ui/extra';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  Button,
  GENERIC_ERROR,
  stopPreview,
  toast,
  useMediaQuery,
  usePageMeta,
  useSessionStore,
  useSettingsStore,
  type Locale,
  type User,
} from '@nibras/shared-ui';
import {
  ChoiceCardsField,
  GRADES,
  SchoolIcon,
  SpeedControl,
  Steps,
  UNIVERSITY_YEARS,
  UniversityIcon,
  VoiceIcon,
  gradeLevelOf,
} from '@nibras/shared-ui/extra';
import { api } from '../../services';
import { LogoMark } from '../../layout/Logo';
import { INITIAL_VALUES, STEPS, toAnswers, type OnboardingValues } from './schema';
import '../auth/auth.css';
import './onboarding.css';

function initialValues(user: User | null): OnboardingValues {
  if (!user?.educationLevel) return INITIAL_VALUES;
  return {
    educationLevel: user.educationLevel,
    grade: user.grade ?? null,
    universityYear: user.universityYear ?? null,
    voice: user.voice ?? null,
    ttsSpeed: user.ttsSpeed ?? INITIAL_VALUES.ttsSpeed,
  };
}

async function save(values: OnboardingValues): Promise<void> {
  const answers = toAnswers(values);
  if (!answers) return;
  try {
    const user = await api.put('/onboarding', answers);
    useSettingsStore.getState().update('learningPreferences', { gradeLevel: gradeLevelOf(answers) });
    toast.success('shell:onboarding.saved');
    useSessionStore.getState().setUser(user);
  } catch (error) {
    // A 401 has logged out already (the guard takes over); anything else is said in a toast.
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
  }
}

export function OnboardingPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const user = useSessionStore((s) => s.user);
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const narrow = useMediaQuery('(max-width: 640px)');
  usePageMeta({
    title: `${t('onboarding.title')} · ${t('brand')}`,
    description: t('onboarding.description'),
    path: `/${locale}/onboarding`,
    locale,
  });

  // Each new step is announced by moving focus to its heading (not on arrival).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);
  useEffect(() => () => stopPreview(), []);

  const current = STEPS[step]!;
  const last = step === STEPS.length - 1;

  const next = async (formik: FormikProps<OnboardingValues>) => {
    const errors = await formik.validateForm();
    await formik.setTouched(
      { ...formik.touched, ...Object.fromEntries(current.fields.map((f) => [f, true])) },
      false,
    );
    const invalid = current.fields.find((f) => errors[f]);
    if (invalid) {
      document.querySelector<HTMLElement>(`[data-field="${invalid}"] input`)?.focus();
      return;
    }
    if (last) await formik.submitForm();
    else setStep(step + 1);
  };

  return (
    <section
      className="nibras-auth nibras-onboarding"
      data-testid="page-shell-onboarding"
      aria-labelledby="onboarding-title"
    >
      <div className="nibras-auth-card nibras-card-surface nibras-onboarding__card">
        <div className="nibras-onboarding__header">
          <LogoMark size={40} />
          <div>
            <h1 id="onboarding-title" className="nibras-auth-card__title">
              {t('onboarding.title')}
            </h1>
            <p className="nibras-auth-card__subtitle">{t('onboarding.description')}</p>
          </div>
        </div>
        <Steps
          className="nibras-onboarding__steps"
          current={step}
          size="small"
          orientation="horizontal"
          titlePlacement={narrow ? 'vertical' : 'horizontal'}
          responsive={false}
          aria-label={t('onboarding.stepsLabel')}
          items={STEPS.map((s) => ({ title: t(`onboarding.steps.${s.key}`) }))}
        />
        <Formik<OnboardingValues>
          initialValues={initialValues(user)}
          validate={zodToFormik(current.schema)}
          validateOnChange
          validateOnBlur={false}
          onSubmit={save}
        >
          {(formik) => (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void next(formik);
              }}
              data-testid="onboarding-form"
              data-step={current.key}
            >
              <h2 ref={heading} tabIndex={-1} className="nibras-onboarding__step-title">
                <span className="nibras-onboarding__step-count">
                  {t('onboarding.stepOf', { current: step + 1, total: STEPS.length })}
                </span>
                {t(`onboarding.steps.${current.key}`)}
              </h2>

              {current.key === 'level' && (
                <>
                  <ChoiceCardsField
                    name="educationLevel"
                    legend={t('onboarding.level.legend')}
                    value={formik.values.educationLevel}
                    onChange={(v) => void formik.setFieldValue('educationLevel', v)}
                    options={[
                      {
                        value: 'school',
                        title: t('onboarding.level.school'),
                        hint: t('onboarding.level.schoolHint'),
                        icon: <SchoolIcon size={26} />,
                      },
                      {
                        value: 'university',
                        title: t('onboarding.level.university'),
                        hint: t('onboarding.level.universityHint'),
                        icon: <UniversityIcon size={26} />,
                      },
                    ]}
                  />
                  {formik.values.educationLevel === 'school' && (
                    <ChoiceCardsField
                      name="grade"
                      legend={t('onboarding.level.gradeLegend')}
                      value={formik.values.grade}
                      columns={3}
                      compact
                      onChange={(v) => void formik.setFieldValue('grade', v)}
                      options={GRADES.map((g) => ({
                        value: g,
                        title: t(`onboarding.level.grades.${g}.title`),
                        hint: t(`onboarding.level.grades.${g}.hint`),
                      }))}
                    />
                  )}
                  {formik.values.educationLevel === 'university' && (
                    <ChoiceCardsField
                      name="universityYear"
                      legend={t('onboarding.level.yearLegend')}
                      value={formik.values.universityYear}
                      columns={3}
                      phoneColumns={2}
                      compact
                      onChange={(v) => void formik.setFieldValue('universityYear', v)}
                      options={UNIVERSITY_YEARS.map((y) => ({
                        value: y,
                        title: t(`onboarding.level.years.${y}`),
                      }))}
                    />
                  )}
                </>
              )}

              {current.key === 'voice' && (
                <ChoiceCardsField
                  name="voice"
                  legend={t('onboarding.voice.legend')}
                  hint={t('onboarding.voice.hint')}
                  value={formik.values.voice}
                  onChange={(v) => void formik.setFieldValue('voice', v)}
                  options={[
                    { value: 'female', title: t('onboarding.voice.female'), icon: <VoiceIcon size={26} /> },
                    { value: 'male', title: t('onboarding.voice.male'), icon: <VoiceIcon size={26} /> },
                  ]}
                />
              )}

              {current.key === 'speed' && (
                <SpeedControl
                  ns="shell"
                  keyPrefix="onboarding"
                  layout="stacked"
                  locale={locale}
                  value={formik.values.ttsSpeed}
                  voice={formik.values.voice ?? 'female'}
                  onChange={(v) => void formik.setFieldValue('ttsSpeed', v)}
                />
              )}

              <div className="nibras-onboarding__actions">
                {step > 0 ? (
                  <Button
                    size="large"
                    onClick={() => setStep(step - 1)}
                    disabled={formik.isSubmitting}
                    data-testid="onboarding-back"
                  >
                    {t('onboarding.back')}
                  </Button>
                ) : (
                  <span />
                )}
                <Button
                  type="primary"
                  size="large"
                  htmlType="submit"
                  loading={formik.isSubmitting}
                  disabled={formik.isSubmitting}
                  data-testid={last ? 'onboarding-finish' : 'onboarding-next'}
                >
                  {t(last ? 'onboarding.finish' : 'onboarding.next')}
                </Button>
              </div>
            </form>
          )}
        </Formik>
      </div>
    </section>
  );
}
