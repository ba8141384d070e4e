// /settings/learning-preferences: the onboarding answers, changed at any time: education level
// with the grade (school) or the year (university), the reading voice and its speed with a
// "Listen" preview; hint-first tutoring (the AI tutor's default, switched per chat there); and how
// the student appears on the leaderboard (with their name, as an anonymous student, or not at all).
// Saving sends PUT /onboarding (the same answers as onboarding; skipped when they did not change)
// and keeps the grade level, hint-first and the leaderboard choice in the settings
// (learningPreferences, spec section 3), which the settings sync saves with PUT /settings.
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
  LogOutIcon,
  toast,
  useRemote,
  useSessionStore,
  useSettingsStore,
  type OnboardingAnswers,
  type Settings,
  type User,
  type Voice,
} from '@nibras/shared-ui';
import {
  ChoiceCardsField,
  EyeOffIcon,
  GRADES,
  SchoolIcon,
  SpeedControl,
  TTS_SPEED,
  UNIVERSITY_YEARS,
  UniversityIcon,
  UserIcon,
  VoiceIcon,
  gradeLevelOf,
  onboardingAnswersOf,
} from '@nibras/shared-ui/extra';
import { SwitchRow } from '../forms/controls';
import { learningSchema, type LearningValues } from '../forms/schemas';
import { formatNumber } from '../format';
import { SettingsCard, SettingsPage } from './SettingsPage';

/** How the student appears on the leaderboard: with their name, anonymously, or not at all. */
export type LeaderboardVisibility = Settings['learningPreferences']['leaderboard'];
const LEADERBOARD_CHOICES: readonly LeaderboardVisibility[] = ['visible', 'anonymous', 'hidden'];
const LEADERBOARD_ICONS = {
  visible: <UserIcon size={22} />,
  anonymous: <EyeOffIcon size={22} />,
  hidden: <LogOutIcon size={22} />,
} as const;

// The form also holds hint-first tutoring and the leaderboard choice, settings rather than
// onboarding answers.
type LearningFormValues = LearningValues & { hintFirst: boolean; leaderboard: LeaderboardVisibility };
type SavedSettings = Pick<LearningFormValues, 'hintFirst' | 'leaderboard'>;

// The schema takes the answers once given; the form also holds "not chosen yet" (null), which
// the schema reports as the field's error.
const validate = zodToFormik(learningSchema) as unknown as (
  values: LearningFormValues,
) => FormikErrors<LearningFormValues>;

function initialValues(user: User | null, { hintFirst, leaderboard }: SavedSettings): LearningFormValues {
  return {
    educationLevel: user?.educationLevel ?? null,
    grade: user?.grade ?? null,
    universityYear: user?.universityYear ?? null,
    voice: user?.voice ?? null,
    ttsSpeed: user?.ttsSpeed ?? TTS_SPEED.default,
    hintFirst,
    leaderboard,
  };
}

/** The PUT /onboarding body (only the level's own field), or null while an answer is missing. */
export function toAnswers(values: LearningValues): OnboardingAnswers | null {
  return learningSchema.safeParse(values).success ? onboardingAnswersOf(values) : null;
}

const sameAnswers = (a: OnboardingAnswers, b: OnboardingAnswers | null) =>
  b !== null && JSON.stringify(a) === JSON.stringify(b);

export function LearningPreferencesPage() {
  const { t } = useTranslation('settings');
  const { api, session, locale } = useRemote();
  const user = useSessionStore((s) => s.user);
  const hintFirst = useSettingsStore((s) => s.settings.learningPreferences.hintFirst);
  const leaderboard = useSettingsStore((s) => s.settings.learningPreferences.leaderboard);
  const saved: SavedSettings = { hintFirst, leaderboard };

  const submit = async (values: LearningFormValues, helpers: FormikHelpers<LearningFormValues>) => {
    const answers = toAnswers(values);
    if (!answers) return;
    try {
      // Only settings changed: nothing to send to /onboarding.
      let updated = user;
      if (!updated || !sameAnswers(answers, toAnswers(initialValues(updated, saved)))) {
        updated = await api.put('/onboarding', answers);
        session.getState().setUser(updated);
      }
      useSettingsStore.getState().update('learningPreferences', {
        gradeLevel: gradeLevelOf(answers),
        hintFirst: values.hintFirst,
        leaderboard: values.leaderboard,
      });
      helpers.resetForm({ values: initialValues(updated, values) });
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
      <Formik<LearningFormValues>
        initialValues={initialValues(user, saved)}
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

            <SettingsCard
              id="tutor"
              title={t('learningPreferences.tutor.title')}
              description={t('learningPreferences.tutor.description')}
            >
              <div className="st-switches">
                <SwitchRow
                  name="hintFirst"
                  label={t('learningPreferences.hintFirst.label')}
                  hint={t('learningPreferences.hintFirst.hint')}
                  checked={formik.values.hintFirst}
                  onChange={(v) => void formik.setFieldValue('hintFirst', v)}
                />
              </div>
            </SettingsCard>

            <SettingsCard
              id="leaderboard"
              title={t('learningPreferences.leaderboard.title')}
              description={t('learningPreferences.leaderboard.description')}
            >
              <ChoiceCardsField<LeaderboardVisibility>
                name="leaderboard"
                legend={t('learningPreferences.leaderboard.legend')}
                value={formik.values.leaderboard}
                columns={3}
                phoneColumns={1}
                onChange={(v) => void formik.setFieldValue('leaderboard', v)}
                options={LEADERBOARD_CHOICES.map((choice) => ({
                  value: choice,
                  title: t(`learningPreferences.leaderboard.${choice}.title`),
                  hint: t(`learningPreferences.leaderboard.${choice}.hint`),
                  icon: LEADERBOARD_ICONS[choice],
                }))}
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
