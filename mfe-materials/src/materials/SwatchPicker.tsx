// The five colour swatches as a radio group: native radios in a fieldset (arrow keys move between
// them, Space picks one), each named by its colour's name, drawn as a round chip.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@nibras/shared-ui';
import { COLOR_NAMES, MATERIAL_COLORS, type MaterialColor } from './api';

export interface SwatchPickerProps {
  /** The radios' name (unique on the page). */
  name: string;
  legend: string;
  value: MaterialColor | '';
  onChange(value: MaterialColor): void;
  /** An error in the current language. */
  error?: string | null;
  disabled?: boolean;
  testId?: string;
}

export function SwatchPicker({ name, legend, value, onChange, error, disabled, testId }: SwatchPickerProps) {
  const { t } = useTranslation('materials');
  const id = useId().replace(/:/g, '');
  return (
    <fieldset
      className="materials-swatches"
      data-field={name}
      data-invalid={error ? true : undefined}
      data-testid={testId}
      aria-describedby={error ? `${id}-error` : undefined}
      disabled={disabled}
    >
      <legend className="materials-swatches__legend">{legend}</legend>
      <div className="materials-swatches__row">
        {MATERIAL_COLORS.map((color) => {
          const label = t(`colors.${COLOR_NAMES[color]}`);
          const checked = value === color;
          return (
            <label key={color} className="materials-swatch" data-color={color} title={label}>
              <input
                type="radio"
                className="materials-swatch__input nibras-visually-hidden"
                name={name}
                value={color}
                checked={checked}
                onChange={() => onChange(color)}
              />
              <span className="materials-swatch__chip" style={{ background: color }} aria-hidden="true">
                {checked && <CheckIcon size={16} />}
              </span>
              <span className="nibras-visually-hidden">{label}</span>
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
