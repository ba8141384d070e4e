// Colour swatches as a radio group: native radios in a fieldset (arrow keys move between them, Space
// picks one), each named by its colour's name, drawn as a round chip with a check on the chosen one.
// One component for every colour choice of the app: a saved item's colour and /saved's colour filter
// (mfe-chat, with an "all colours" choice first), a section's or folder's colour (mfe-materials).
// The page gives the colours and their names; `className` places the group in its page.
import { useId, type ReactNode } from 'react';
import { CheckIcon } from '../icons/core';
import './SwatchPicker.css';

export interface SwatchPickerProps<C extends string> {
  /** The radios' name (unique on the page). */
  name: string;
  legend: ReactNode;
  /** The colours offered, in order. */
  colors: readonly C[];
  /** A colour's name in the current language (the radio's accessible name and tooltip). */
  colorLabel(color: C): string;
  /** The chosen colour; '' is "all colours" when `allLabel` is given (or none chosen yet). */
  value: C | '';
  onChange(value: C | ''): void;
  /** Adds a first choice meaning "any colour" (a filter). */
  allLabel?: string;
  /** An error in the current language. */
  error?: string | null;
  disabled?: boolean;
  /** Shows the legend to screen readers only. */
  hideLegend?: boolean;
  className?: string;
  testId?: string;
}

export function SwatchPicker<C extends string>({
  name,
  legend,
  colors,
  colorLabel,
  value,
  onChange,
  allLabel,
  error,
  disabled,
  hideLegend,
  className,
  testId,
}: SwatchPickerProps<C>) {
  const id = useId().replace(/:/g, '');
  const choices: (C | '')[] = allLabel === undefined ? [...colors] : ['', ...colors];
  return (
    <fieldset
      className={className ? `nibras-swatches ${className}` : 'nibras-swatches'}
      data-field={name}
      data-invalid={error ? true : undefined}
      data-testid={testId}
      aria-describedby={error ? `${id}-error` : undefined}
      disabled={disabled}
    >
      <legend className={hideLegend ? 'nibras-visually-hidden' : 'nibras-swatches__legend'}>{legend}</legend>
      <div className="nibras-swatches__row">
        {choices.map((color) => {
          const label = color === '' ? (allLabel ?? '') : colorLabel(color);
          const checked = value === color;
          return (
            <label
              key={color || 'all'}
              className={`nibras-swatch${color === '' ? ' nibras-swatch--all' : ''}`}
              data-color={color || 'all'}
              title={label}
            >
              <input
                type="radio"
                className="nibras-swatch__input nibras-visually-hidden"
                name={name}
                value={color}
                checked={checked}
                onChange={() => onChange(color)}
              />
              {color === '' ? (
                <span className="nibras-swatch__all">{label}</span>
              ) : (
                <>
                  <span className="nibras-swatch__chip" style={{ background: color }} aria-hidden="true">
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
