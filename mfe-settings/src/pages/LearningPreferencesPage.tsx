// /settings/learning-preferences: the onboarding answers, changed at any time: education level
// with the grade (school) or the year (university), the reading voice and its speed with a
// "Listen" preview. Saving sends PUT /onboarding (the same answers as onboarding) and keeps the
// grade level in the settings (learningPreferences.gradeLevel, spec section 3).
import { useEffect, useState } from 'react';
import { Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  Button,
  GENERIC_ERROR,
  SchoolIcon,
  SpeakerIcon,
  UniversityIcon,
  VoiceIcon,
  playPreview,
  serverFieldErrors,
  stopPreview,
  toast,
  useRemote,
  useSessionStore,
  useSettingsStore,
  zodToFormik,
  type FormStatus,
  type Locale,
  type OnboardingAnswers,
  type PreviewOutcome,
  type User,
  type Voice,
} from '@nibras/shared-ui';
import { Slider } from '@nibras/shared-ui/extra';
import { useFieldError } from '../forms/Field';
import { ChoiceGroup } from '../forms/controls';
import { GRADES, TTS_SPEED, UNIVERSITY_YEARS, learningSchema, type LearningValues } from '../forms/schemas';
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
  if (!learningSchema.safeParse(values).success || !values.educationLevel || !values.voice) return null;
  const { educationLevel, voice, ttsSpeed } = values;
  return educationLevel === 'school'
    ? { educationLevel, grade: values.grade as 10 | 11 | 12, voice, ttsSpeed }
    : { educationLevel, universityYear: values.universityYear ?? undefined, voice, ttsSpeed };
}

function FieldChoice<V extends string | number>(props: Parameters<typeof ChoiceGroup<V>>[0]) {
  const error = useFieldError(props.name);
  return <ChoiceGroup<V> {...props} error={error} />;
}

function SpeedControl({
  locale,
  value,
  voice,
  onChange,
}: {
  locale: Locale;
  value: number;
  voice: Voice;
  onChange(value: number): void;
}) {
  const { t } = useTranslation('settings');
  const [outcome, setOutcome] = useState<PreviewOutcome | null>(null);
  const [playing, setPlaying] = useState(false);
  const valueText = (v: number) => t('learningPreferences.speed.value', { value: formatNumber(v, locale) });
  useEffect(() => () => stopPreview(), []);

  const listen = async () => {
    setPlaying(true);
    const result = await playPreview({
      text: t('learningPreferences.speed.sample'),
      locale,
      rate: value,
      gender: voice,
      onEnd: () => setPlaying(false),
    });
    setOutcome(result);
    if (result.status !== 'playing') setPlaying(false);
  };

  let message: string | null = null;
  if (outcome?.status === 'unsupported') message = t('learningPreferences.speed.unsupported');
  else if (outcome?.status === 'no-voice') message = t('learningPreferences.speed.noVoice');
  else if (outcome?.status === 'playing' && !outcome.genderMatched)
    message = t('learningPreferences.speed.otherGender', { voice: t(`learningPreferences.voice.${voice}`) });
  else if (playing) message = t('learningPreferences.speed.playing');

  return (
    <fieldset className="st-choice st-speed" data-field="ttsSpeed">
      <legend className="st-choice__legend">{t('learningPreferences.speed.legend')}</legend>
      <div className="st-speed__row">
        <div className="st-speed__slider">
          <Slider
            min={TTS_SPEED.min}
            max={TTS_SPEED.max}
            step={TTS_SPEED.step}
            value={value}
            onChange={(v) => onChange(v)}
            marks={{
              [TTS_SPEED.min]: t('learningPreferences.speed.slow'),
              1: t('learningPreferences.speed.normal'),
              [TTS_SPEED.max]: t('learningPreferences.speed.fast'),
            }}
            tooltip={{ formatter: (v) => (v === undefined ? null : valueText(v)) }}
            ariaLabelForHandle={t('learningPreferences.speed.legend')}
            ariaValueTextFormatterForHandle={(v) => (v === undefined ? '' : valueText(v))}
          />
        </div>
        <span className="st-speed__value" aria-hidden="true" data-testid="speed-value">
          {valueText(value)}
        </span>
      </div>
      <Button
        icon={<SpeakerIcon size={18} />}
        onClick={() => void listen()}
        loading={playing && !outcome}
        data-testid="speed-listen"
      >
        {t('learningPreferences.speed.listen')}
      </Button>
      <p
        role="status"
        className="st-speed__message"
        data-testid="speed-message"
        data-outcome={outcome?.status}
      >
        {message}
      </p>
    </fieldset>
  );
}

export function LearningPreferencesPage() {
  const { t } = useTranslation('settings');
  const { api, session, locale } = useRemote();
  const user = useSessionStore((s) => s.user);

  const submit = async (values: LearningValues, helpers: FormikHelpers<LearningValues>) => {
    const answers = toAnswers(values);
    if (!answers) return;
    try {
      const updated = await api.put<User>('/onboarding', answers);
      session.getState().setUser(updated);
      useSettingsStore.getState().update('learningPreferences', {
        gradeLevel: answers.educationLevel === 'school' ? (answers.grade ?? null) : null,
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
              <FieldChoice<'school' | 'university'>
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
                <FieldChoice<number>
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
                <FieldChoice<number>
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
              <FieldChoice<Voice>
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
