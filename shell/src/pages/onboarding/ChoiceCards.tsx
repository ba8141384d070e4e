// A group of large radio "cards" in a fieldset: legend, options, and the step's error.
import { useId, type ReactNode } from 'react';
import { Radio } from '@nibras/shared-ui/extra';
import { useFieldError } from '../../forms/FormField';

export interface Choice<V extends string | number> {
  value: V;
  title: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
}

export function ChoiceCards<V extends string | number>({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  columns = 2,
  phoneColumns = 1,
  compact = false,
}: {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly Choice<V>[];
  value: V | null;
  onChange(value: V): void;
  columns?: number;
  /** Columns on narrow screens. */
  phoneColumns?: number;
  compact?: boolean;
}) {
  const id = useId().replace(/:/g, '');
  const error = useFieldError(name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className={`nibras-choice${compact ? ' nibras-choice--compact' : ''}`}
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
              <span className="nibras-choice__title">{option.title}</span>
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
