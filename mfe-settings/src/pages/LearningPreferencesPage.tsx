// /settings/learning-preferences: the onboarding answers, changed at any time: education level
// with the grade (school) or the year (university), the reading voice and its speed with a
// "Listen" preview. Saving sends PUT /onboarding (the same answers as onboarding) and keeps the
// grade level in the settings (learningPreferences.gradeLevel, spec section 3).
import {
  Formik,
  type FormikErrors,
  type FormikHelpers,
  serverFieldErrors,
  zodToFormik,
  type FormStatus,
} from '@nibras/shared-ui/extra';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  Button,
  GENERIC_ERROR,
  toast,
  useRemote,
  useSessionStore,
  useSettingsStore,
  type OnboardingAnswers,
  type User,
  type Voice,
} from '@nibras/shared-ui';
import {
  ChoiceCardsField,
  GRADES,
  SchoolIcon,
  SpeedControl,
  TTS_SPEED,
  UNIVERSITY_YEARS,
  UniversityIcon,
  VoiceIcon,
  gradeLevelOf,
  onboardingAnswersOf,
} from '@nibras/shared-ui/extra';
import { learningSchema, type LearningValues } from '../forms/schemas';
import { formatNumber } from '../format';
import { SettingsCard, SettingsPage } from './SettingsPage';

// The schema takes the answers once given; the form also holds "not chosen yet" (null), which
// the schema reports as the field's error.
const validate = zodToFormik(learningSchema) as unknown as (
  values: LearningValues,
) => FormikErrors<LearningValues>;

function initialValues(user: User | null): LearningValues {
  return {
    educationLevel: user?.educationLevel ?? null,
    grade: user?.grade ?? null,
    universityYear: user?.universityYear ?? null,
    voice: user?.voice ?? null,
    ttsSpeed: user?.ttsSpeed ?? TTS_SPEED.default,
  };
}

/** The PUT /onboarding body (only the level's own field), or null while an answer is missing. */
export function toAnswers(values: LearningValues): OnboardingAnswers | null {
  return learningSchema.safeParse(values).success ? onboardingAnswersOf(values) : null;
}

export function LearningPreferencesPage() {
  const { t } = useTranslation('settings');
  const { api, session, locale } = useRemote();
  const user = useSessionStore((s) => s.user);

  const submit = async (values: LearningValues, helpers: FormikHelpers<LearningValues>) => {
    const answers = toAnswers(values);
    if (!answers) return;
    try {
      const updated = await api.put('/onboarding', answers);
      session.getState().setUser(updated);
      useSettingsStore.getState().update('learningPreferences', {
        gradeLevel: gradeLevelOf(answers),
      });
      helpers.resetForm({ values: initialValues(updated) });
      toast.success('toast.settingsUpdated');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      helpers.setStatus({ serverErrors: serverFieldErrors(error) } satisfies FormStatus);
      toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
    }
  };

  return (
    <SettingsPage
      pageId="learning-preferences"
      titleKey="learningPreferences.title"
      descriptionKey="learningPreferences.description"
    >
      <Formik<LearningValues>
        initialValues={initialValues(user)}
        enableReinitialize
        validate={validate}
        validateOnChange
        onSubmit={submit}
      >
        {(formik) => (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void formik.submitForm();
            }}
            data-testid="learning-form"
            className="st-stack"
          >
            <SettingsCard
              id="level"
              title={t('learningPreferences.level.title')}
              description={t('learningPreferences.level.description')}
            >
              <ChoiceCardsField<'school' | 'university'>
                name="educationLevel"
                legend={t('learningPreferences.level.legend')}
                value={formik.values.educationLevel}
                columns={2}
                onChange={(v) => void formik.setFieldValue('educationLevel', v)}
                options={[
                  {
                    value: 'school',
                    title: t('learningPreferences.level.school'),
                    hint: t('learningPreferences.level.schoolHint'),
                    icon: <SchoolIcon size={24} />,
                  },
                  {
                    value: 'university',
                    title: t('learningPreferences.level.university'),
                    hint: t('learningPreferences.level.universityHint'),
                    icon: <UniversityIcon size={24} />,
                  },
                ]}
              />
              {formik.values.educationLevel === 'school' && (
                <ChoiceCardsField<number>
                  name="grade"
                  legend={t('learningPreferences.level.gradeLegend')}
                  value={formik.values.grade}
                  phoneColumns={1}
                  onChange={(v) => void formik.setFieldValue('grade', v)}
                  options={GRADES.map((g) => ({
                    value: g,
                    title: t(`learningPreferences.level.grades.${g}.title`),
                    hint: t(`learningPreferences.level.grades.${g}.hint`),
                  }))}
                />
              )}
              {formik.values.educationLevel === 'university' && (
                <ChoiceCardsField<number>
                  name="universityYear"
                  legend={t('learningPreferences.level.yearLegend')}
                  value={formik.values.universityYear}
                  phoneColumns={2}
                  onChange={(v) => void formik.setFieldValue('universityYear', v)}
                  options={UNIVERSITY_YEARS.map((y) => ({
                    value: y,
                    title: t(`learningPreferences.level.years.${y}`),
                  }))}
                />
              )}
            </SettingsCard>

            <SettingsCard
              id="reading"
              title={t('learningPreferences.reading.title')}
              description={t('learningPreferences.reading.description')}
            >
              <ChoiceCardsField<Voice>
                name="voice"
                legend={t('learningPreferences.voice.legend')}
                value={formik.values.voice}
                columns={2}
                phoneColumns={1}
                onChange={(v) => void formik.setFieldValue('voice', v)}
                options={[
                  {
                    value: 'female',
                    title: t('learningPreferences.voice.female'),
                    icon: <VoiceIcon size={22} />,
                  },
                  {
                    value: 'male',
                    title: t('learningPreferences.voice.male'),
                    icon: <VoiceIcon size={22} />,
                  },
                ]}
              />
              <SpeedControl
                ns="settings"
                keyPrefix="learningPreferences"
                formatValue={(v) => formatNumber(v, locale)}
                locale={locale}
                value={formik.values.ttsSpeed}
                voice={formik.values.voice ?? 'female'}
                onChange={(v) => void formik.setFieldValue('ttsSpeed', v)}
              />
            </SettingsCard>

            <div className="st-form__actions st-form__actions--page">
              <Button
                type="primary"
                size="large"
                htmlType="submit"
                loading={formik.isSubmitting}
                disabled={formik.isSubmitting || !formik.dirty}
                data-testid="learning-save"
              >
                {t('learningPreferences.save')}
              </Button>
            </div>
          </form>
        )}
      </Formik>
    </SettingsPage>
  );
}
