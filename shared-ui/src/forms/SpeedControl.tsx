// The reading speed: a slider from slow to fast and a "Listen" preview in the current language
// and the chosen voice. Where the browser cannot speak, it says so instead of failing. Used by
// onboarding (shell, `stacked`: the value large above the slider) and the learning preferences
// (mfe-settings, `inline`: the value beside it). Each keeps its own texts: `<ns>:<keyPrefix>.speed.*`
// (legend, slow, normal, fast, value, listen, sample, unsupported, noVoice, otherGender, playing)
// and `<keyPrefix>.voice.{female,male}`. Styles: choices.css.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playPreview, stopPreview, type PreviewOutcome } from '../speech';
import type { Locale, Voice } from '../types';
import { Button } from '../ui';
import { Slider } from '../ui-extra';
import { SpeakerIcon } from '../icons/extra';
import { TTS_SPEED } from './learning';
import './choices.css';

export interface SpeedControlProps {
  locale: Locale;
  value: number;
  voice: Voice;
  onChange(value: number): void;
  /** The i18n namespace and key prefix of the texts (see above). */
  ns: string;
  keyPrefix: string;
  /** How the value is written in its text (as it is by default). */
  formatValue?(value: number): string;
  layout?: 'stacked' | 'inline';
}

export function SpeedControl({
  locale,
  value,
  voice,
  onChange,
  ns,
  keyPrefix,
  formatValue = String,
  layout = 'inline',
}: SpeedControlProps) {
  const { t } = useTranslation(ns, { keyPrefix });
  const [outcome, setOutcome] = useState<PreviewOutcome | null>(null);
  const [playing, setPlaying] = useState(false);
  const valueText = (v = value) => t('speed.value', { value: formatValue(v) });
  useEffect(() => () => stopPreview(), []);

  const listen = async () => {
    setPlaying(true);
    const result = await playPreview({
      text: t('speed.sample'),
      locale,
      rate: value,
      gender: voice,
      onEnd: () => setPlaying(false),
    });
    setOutcome(result);
    if (result.status !== 'playing') setPlaying(false);
  };

  let message: string | null = null;
  if (outcome?.status === 'unsupported') message = t('speed.unsupported');
  else if (outcome?.status === 'no-voice') message = t('speed.noVoice');
  else if (outcome?.status === 'playing' && !outcome.genderMatched)
    message = t('speed.otherGender', { voice: t(`voice.${voice}`) });
  else if (playing) message = t('speed.playing');

  return (
    <fieldset className={`nibras-choice nibras-speed nibras-speed--${layout}`} data-field="ttsSpeed">
      <legend className="nibras-choice__legend">{t('speed.legend')}</legend>
      <div className="nibras-speed__row">
        <div className="nibras-speed__slider">
          <Slider
            min={TTS_SPEED.min}
            max={TTS_SPEED.max}
            step={TTS_SPEED.step}
            value={value}
            onChange={(v) => onChange(v)}
            marks={{
              [TTS_SPEED.min]: t('speed.slow'),
              1: t('speed.normal'),
              [TTS_SPEED.max]: t('speed.fast'),
            }}
            tooltip={{ formatter: (v) => valueText(v) }}
            ariaLabelForHandle={t('speed.legend')}
            ariaValueTextFormatterForHandle={(v) => valueText(v)}
          />
        </div>
        <span className="nibras-speed__value" aria-hidden="true" data-testid="speed-value">
          {valueText()}
        </span>
      </div>
      <Button
        size={layout === 'stacked' ? 'large' : undefined}
        icon={<SpeakerIcon size={18} />}
        onClick={() => void listen()}
        loading={playing && !outcome}
        data-testid="speed-listen"
        className="nibras-speed__listen"
      >
        {t('speed.listen')}
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
