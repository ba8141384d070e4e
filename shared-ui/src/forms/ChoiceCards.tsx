// A group of large radio "cards" in a fieldset: legend, hint, options (icon, title, hint) and the
// error. Plain form semantics: arrow keys move within the radio group, each card is named by its
// visible title. `ChoiceCards` takes its error as a prop (a setting saved at once); inside a
// formik form, `ChoiceCardsField` shows the field's error. Styles: choices.css, coloured by the
// page through custom properties (see there).
import { useId, type ReactNode } from 'react';
import { Radio } from '../ui-extra';
import { useFieldError } from './FormField';
import './choices.css';

export interface Choice<V extends string | number> {
  value: V;
  title: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  /** The language of the title, when it is not the page's (a language's own name). */
  lang?: string;
}

export interface ChoiceCardsProps<V extends string | number> {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly Choice<V>[];
  value: V | null;
  onChange(value: V): void;
  /** Columns on wide screens: by default one per option, at most 3. */
  columns?: number;
  /** Columns on phones. */
  phoneColumns?: number;
  /** An error in the current language. */
  error?: string | null;
  disabled?: boolean;
  /** Less padding (short options such as grades). */
  compact?: boolean;
  /** Icon above the title, centred (short options side by side, even on phones). */
  stacked?: boolean;
}

export function ChoiceCards<V extends string | number>({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  columns = Math.min(options.length, 3),
  phoneColumns = 1,
  error,
  disabled,
  compact = false,
  stacked = false,
}: ChoiceCardsProps<V>) {
  const id = useId().replace(/:/g, '');
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const modifiers = `${compact ? ' nibras-choice--compact' : ''}${stacked ? ' nibras-choice--stacked' : ''}`;
  return (
    <fieldset
      className={`nibras-choice${modifiers}`}
      data-field={name}
      data-invalid={error ? true : undefined}
    >
      <legend className="nibras-choice__legend">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="nibras-field__hint">
          {hint}
        </p>
      )}
      <Radio.Group
        name={name}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as V)}
        className="nibras-choice__grid"
        style={{
          ['--nibras-choice-columns' as string]: columns,
          ['--nibras-choice-phone-columns' as string]: phoneColumns,
        }}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
      >
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            className="nibras-choice__card"
            data-value={option.value}
          >
            {option.icon && (
              <span className="nibras-choice__icon" aria-hidden="true">
                {option.icon}
              </span>
            )}
            <span className="nibras-choice__text">
              <span className="nibras-choice__title" lang={option.lang}>
                {option.title}
              </span>
              {option.hint && <span className="nibras-choice__hint">{option.hint}</span>}
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

/** Choice cards for a field of the surrounding formik form: shows the field's error. */
export function ChoiceCardsField<V extends string | number>(props: Omit<ChoiceCardsProps<V>, 'error'>) {
  const error = useFieldError(props.name);
  return <ChoiceCards<V> {...props} error={error} />;
}
