// One labelled form field bound to formik (as the shell's FormField, which a remote cannot
// import): label, control (a render prop), hint, and the error in the current language. A
// client error is an i18n key (zodToFormik); a server error is the API's {en, ar} text, kept in
// formik's status until the student edits the field.
import { useEffect, useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { FormStatus } from '@nibras/shared-ui';

export interface FieldControlProps {
  id: string;
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  onBlur(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** The field's error in the current language, or null. */
export function useFieldError(name: string): string | null {
  const { errors, touched, submitCount, status } = useFormikContext<Record<string, unknown>>();
  const { t, i18n } = useTranslation('common');
  const clientKey: unknown = getIn(errors, name);
  const shown = Boolean(getIn(touched, name)) || submitCount > 0;
  if (shown && typeof clientKey === 'string') return t(clientKey);
  const server = (status as FormStatus | undefined)?.serverErrors?.[name];
  if (server) return i18n.language === 'ar' ? server.ar : server.en;
  return null;
}

export function Field({
  name,
  label,
  hint,
  optional,
  children,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  children(control: FieldControlProps): ReactNode;
}) {
  const formik = useFormikContext<Record<string, unknown>>();
  const { t } = useTranslation('common');
  const id = `${useId().replace(/:/g, '')}-${name}`;
  const error = useFieldError(name);
  const status = formik.status as FormStatus | undefined;
  const raw: unknown = getIn(formik.values, name);
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  const control: FieldControlProps = {
    id,
    name,
    value: typeof raw === 'string' ? raw : raw === undefined || raw === null ? '' : String(raw),
    onChange(event) {
      formik.handleChange(event);
      if (status?.serverErrors?.[name] || status?.formError) {
        const { [name]: _dropped, ...rest } = status.serverErrors ?? {};
        formik.setStatus({ ...status, serverErrors: rest, formError: undefined } satisfies FormStatus);
      }
    },
    onBlur: formik.handleBlur,
    status: error ? 'error' : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'aria-required': optional ? undefined : true,
  };

  return (
    <div className="nibras-field" data-field={name} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="nibras-field__label">
        {label}
        {optional && <span className="nibras-field__optional"> {t('form.optional')}</span>}
      </label>
      {children(control)}
      {error ? (
        <p id={`${id}-error`} className="nibras-field__error" data-testid={`field-error-${name}`}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="nibras-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** After a submit that failed validation, moves focus to the first invalid field (in `order`). */
export function FocusFirstError({ order }: { order: readonly string[] }) {
  const { submitCount, isValid, isSubmitting, errors } = useFormikContext<Record<string, unknown>>();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    const first = order.find((name) => getIn(errors, name));
    if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    // Only after a submit, not on every keystroke that changes the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);
  return null;
}
