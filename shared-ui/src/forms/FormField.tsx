// One labelled form field bound to formik: the label, the control (a render prop, so any antd
// input or text area fits), a hint, and the error in the current language. A client error is an
// i18n key (see zodToFormik); a server error is the API's {en, ar} text, kept in formik's status
// until the student edits the field. In `@nibras/shared-ui/extra`, so formik loads with the pages
// that have forms, not on the first visit. Styles: theme/base.css (.nibras-field).
import { useEffect, useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { FormStatus } from './serverErrors';

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

export interface FormFieldProps {
  name: string;
  label: ReactNode;
  /** Shown under the control while there is no error. */
  hint?: ReactNode;
  /** Marks the label "(optional)". */
  optional?: boolean;
  /** Ids of other elements that describe the control (a checklist). */
  describedBy?: string;
  children(control: FieldControlProps): ReactNode;
  /** Rendered under the error (e.g. the password checklist). */
  after?: ReactNode;
}

/** The field's error, as a text in the current language, or null. */
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

export function FormField({ name, label, hint, optional, describedBy, children, after }: FormFieldProps) {
  const formik = useFormikContext<Record<string, unknown>>();
  const { t } = useTranslation('common');
  const id = `${useId().replace(/:/g, '')}-${name}`;
  const error = useFieldError(name);
  const status = formik.status as FormStatus | undefined;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error ? errorId : hint ? hintId : null, describedBy].filter(Boolean).join(' ');
  const raw: unknown = getIn(formik.values, name);

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
    'aria-describedby': described || undefined,
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
        <p id={errorId} className="nibras-field__error" data-testid={`field-error-${name}`}>
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="nibras-field__hint">
          {hint}
        </p>
      ) : null}
      {after}
    </div>
  );
}

/**
 * Inside a formik form: after a submit that failed validation, moves focus to the first
 * invalid field (in `order`), so keyboard and screen-reader users land on the problem.
 */
export function FocusFirstError({ order }: { order: readonly string[] }) {
  const { submitCount, isValid, isSubmitting, errors } = useFormikContext<Record<string, unknown>>();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    const first = order.find((name) => getIn(errors, name));
    if (!first) return;
    const field = document.querySelector<HTMLElement>(`[name="${first}"]`);
    field?.focus();
    // Only after a submit: not on every keystroke that changes the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);
  return null;
}
