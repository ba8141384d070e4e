// The settings pages' labelled switch row (the choice cards are shared-ui's ChoiceCards). Plain
// form semantics: Space toggles the switch, which is named by its visible label.
import { useId, type ReactNode } from 'react';
import { Switch } from '@nibras/shared-ui/extra';

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
