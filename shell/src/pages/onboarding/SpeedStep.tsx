// The reading-speed step: a slider from slow to fast and a "Listen" preview in the
// current language. Where the browser cannot speak, it says so instead of failing.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  playPreview,
  SpeakerIcon,
  type Locale,
  type PreviewOutcome,
  type Voice,
} from '@nibras/shared-ui';
import { Slider } from '@nibras/shared-ui/extra';
import { TTS_SPEED } from './schema';

export function SpeedStep({
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
  const { t } = useTranslation('shell');
  const [outcome, setOutcome] = useState<PreviewOutcome | null>(null);
  const [playing, setPlaying] = useState(false);
  const valueText = (v?: number) => t('onboarding.speed.value', { value: v ?? value });

  const listen = async () => {
    setPlaying(true);
    const result = await playPreview({
      text: t('onboarding.speed.sample'),
      locale,
      rate: value,
      gender: voice,
      onEnd: () => setPlaying(false),
    });
    setOutcome(result);
    if (result.status !== 'playing') setPlaying(false);
  };

  let message: string | null = null;
  if (outcome?.status === 'unsupported') message = t('onboarding.speed.unsupported');
  else if (outcome?.status === 'no-voice') message = t('onboarding.speed.noVoice');
  else if (outcome?.status === 'playing' && !outcome.genderMatched)
    message = t('onboarding.speed.otherGender', { voice: t(`onboarding.voice.${voice}`) });
  else if (playing) message = t('onboarding.speed.playing');

  return (
    <fieldset className="nibras-choice nibras-speed" data-field="ttsSpeed">
      <legend className="nibras-choice__legend">{t('onboarding.speed.legend')}</legend>
      <p className="nibras-speed__value" aria-hidden="true" data-testid="speed-value">
        {valueText()}
      </p>
      <div className="nibras-speed__slider">
        <Slider
          min={TTS_SPEED.min}
          max={TTS_SPEED.max}
          step={TTS_SPEED.step}
          value={value}
          onChange={(v) => onChange(v)}
          marks={{
            [TTS_SPEED.min]: t('onboarding.speed.slow'),
            1: t('onboarding.speed.normal'),
            [TTS_SPEED.max]: t('onboarding.speed.fast'),
          }}
          tooltip={{ formatter: (v) => valueText(v) }}
          ariaLabelForHandle={t('onboarding.speed.legend')}
          ariaValueTextFormatterForHandle={(v) => valueText(v)}
        />
      </div>
      <Button
        size="large"
        icon={<SpeakerIcon size={18} />}
        onClick={() => void listen()}
        loading={playing && !outcome}
        data-testid="speed-listen"
        className="nibras-speed__listen"
      >
        {t('onboarding.speed.listen')}
      </Button>
      <p
        role="status"
        className="nibras-speed__message"
        data-testid="speed-message"
        data-outcome={outcome?.status}
      >
        {message}
      </p>
    </fieldset>
  );
}
