// The five colour swatches as a radio group: native radios in a fieldset (arrow keys move between
// them, Space picks one), each named by its colour's name, drawn as a round chip. Used by the Save
// dialog (a required field) and by /saved's colour filter (with an "all colours" choice first).
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@nibras/shared-ui';
import { COLOR_NAMES, SAVED_COLORS, type SavedColor } from './api';

export interface SwatchPickerProps {
  /** The radios' name (unique on the page). */
  name: string;
  legend: ReactNode;
  /** The chosen colour; '' is "all colours" when `allLabel` is given. */
  value: SavedColor | '';
  onChange(value: SavedColor | ''): void;
  /** Adds a first choice meaning "any colour" (a filter). */
  allLabel?: string;
  /** An error in the current language. */
  error?: string | null;
  disabled?: boolean;
  /** Shows the legend to screen readers only. */
  hideLegend?: boolean;
  testId?: string;
}

export function SwatchPicker({
  name,
  legend,
  value,
  onChange,
  allLabel,
  error,
  disabled,
  hideLegend,
  testId,
}: SwatchPickerProps) {
  const { t } = useTranslation('chat');
  const id = useId().replace(/:/g, '');
  const choices: (SavedColor | '')[] = allLabel === undefined ? [...SAVED_COLORS] : ['', ...SAVED_COLORS];
  return (
    <fieldset
      className="saved-swatches"
      data-field={name}
      data-invalid={error ? true : undefined}
      data-testid={testId}
      aria-describedby={error ? `${id}-error` : undefined}
      disabled={disabled}
    >
      <legend className={hideLegend ? 'nibras-visually-hidden' : 'saved-swatches__legend'}>{legend}</legend>
      <div className="saved-swatches__row">
        {choices.map((color) => {
          const label = color === '' ? (allLabel ?? '') : t(`saved.colors.${COLOR_NAMES[color]}`);
          const checked = value === color;
          return (
            <label
              key={color || 'all'}
              className={`saved-swatch${color === '' ? ' saved-swatch--all' : ''}`}
              data-color={color || 'all'}
              title={label}
            >
              <input
                type="radio"
                className="saved-swatch__input nibras-visually-hidden"
                name={name}
                value={color}
                checked={checked}
                onChange={() => onChange(color)}
              />
              {color === '' ? (
                <span className="saved-swatch__all">{label}</span>
              ) : (
                <>
                  <span className="saved-swatch__chip" style={{ background: color }} aria-hidden="true">
                    {checked && <CheckIcon size={16} />}
                  </span>
                  <span className="nibras-visually-hidden">{label}</span>
                </>
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="nibras-field__error" data-testid={`field-error-${name}`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
