// The settings pages' controls: a group of choice cards (a radio group in a fieldset) and a
// labelled switch row. Both are plain form semantics: arrow keys move within a radio group,
// Space toggles a switch, and each control is named by its visible label.
import { useId, type ReactNode } from 'react';
import { Radio, Switch } from '@nibras/shared-ui/extra';

export interface Choice<V extends string | number> {
  value: V;
  title: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  /** Extra attributes for the option's text (e.g. `lang`). */
  lang?: string;
}

export function ChoiceGroup<V extends string | number>({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  columns = 3,
  phoneColumns = 1,
  error,
  disabled,
  stacked = false,
}: {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly Choice<V>[];
  value: V | null;
  onChange(value: V): void;
  columns?: number;
  phoneColumns?: number;
  /** An error in the current language. */
  error?: string | null;
  disabled?: boolean;
  /** Icon above the title, centred (short options side by side, even on phones). */
  stacked?: boolean;
}) {
  const id = useId().replace(/:/g, '');
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className={`st-choice${stacked ? ' st-choice--stacked' : ''}`}
      data-field={name}
      data-invalid={error ? true : undefined}
    >
      <legend className="st-choice__legend">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="st-choice__hint">
          {hint}
        </p>
      )}
      <Radio.Group
        name={name}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as V)}
        className="st-choice__grid"
        style={{
          ['--st-columns' as string]: columns,
          ['--st-phone-columns' as string]: phoneColumns,
        }}
        aria-describedby={describedBy || undefined}
      >
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            className="st-choice__card"
            data-value={option.value}
          >
            {option.icon && (
              <span className="st-choice__icon" aria-hidden="true">
                {option.icon}
              </span>
            )}
            <span className="st-choice__text">
              <span className="st-choice__title" lang={option.lang}>
                {option.title}
              </span>
              {option.hint && <span className="st-choice__option-hint">{option.hint}</span>}
            </span>
          </Radio>
        ))}
      </Radio.Group>
      {error && (
        <p id={`${id}-error`} className="nibras-field__error" data-testid={`field-error-${name}`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function SwitchRow({
  name,
  label,
  hint,
  checked,
  onChange,
  icon,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  icon?: ReactNode;
}) {
  const id = useId().replace(/:/g, '');
  return (
    <div className="st-switch" data-setting={name}>
      {icon && (
        <span className="st-switch__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <div className="st-switch__text">
        <label id={`${id}-label`} htmlFor={`${id}-switch`} className="st-switch__label">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="st-switch__hint">
            {hint}
          </p>
        )}
      </div>
      <Switch
        id={`${id}-switch`}
        checked={checked}
        onChange={onChange}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        data-testid={`switch-${name}`}
      />
    </div>
  );
}
