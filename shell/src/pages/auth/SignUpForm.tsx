import { useId, useState } from 'react';
import { Formik, getIn, PasswordChecklist, zodToFormik } from '@nibras/shared-ui/extra';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, type Locale } from '@nibras/shared-ui';
import { FocusFirstError, FormField, Input } from '@nibras/shared-ui/extra';
import { SIGN_UP_FIELDS, signUpSchema, type SignUpValues } from './schemas';
import { submitAuth } from './submitAuth';

const validate = zodToFormik(signUpSchema);
const INITIAL: SignUpValues = { username: '', email: '', phone: '', password: '' };

/**
 * The checklist appears when the password field first gets focus (each rule then ticks as
 * it is typed) or when the form is submitted (the field's error points at it), and stays
 * from then on: it keeps showing which rules are met, and nothing moves under the
 * pointer when the field loses focus on the way to the submit button.
 */
export function checklistVisible(field: {
  focused: boolean;
  touched: boolean;
  submitted: boolean;
  password: string;
}): boolean {
  return field.focused || field.touched || field.submitted || field.password !== '';
}

export function SignUpForm({ autoFocus, locale }: { autoFocus: boolean; locale: Locale }) {
  const { t } = useTranslation('shell');
  const checklistId = `${useId().replace(/:/g, '')}-password-rules`;
  const [passwordFocused, setPasswordFocused] = useState(false);
  return (
    <Formik<SignUpValues>
      initialValues={INITIAL}
      validate={validate}
      onSubmit={(values, helpers) =>
        submitAuth('sign-up', signUpSchema.parse(values), helpers, SIGN_UP_FIELDS)
      }
    >
      {(formik) => {
        return (
          <form
            className="nibras-auth-form"
            noValidate
            onSubmit={formik.handleSubmit}
            aria-label={t('auth.signUp.tab')}
            data-testid="sign-up-form"
          >
            <FocusFirstError order={SIGN_UP_FIELDS} />
            <FormField name="username" label={t('auth.fields.username')} hint={t('auth.fields.usernameHint')}>
              {(control) => (
                <Input {...control} autoComplete="name" autoFocus={autoFocus} size="large" maxLength={80} />
              )}
            </FormField>
            <FormField name="email" label={t('auth.fields.email')}>
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  dir="ltr"
                  size="large"
                  spellCheck={false}
                />
              )}
            </FormField>
            <FormField name="phone" label={t('auth.fields.phone')} hint={t('auth.fields.phoneHint')} optional>
              {(control) => (
                <Input {...control} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" size="large" />
              )}
            </FormField>
            <FormField
              name="password"
              label={t('auth.fields.password')}
              describedBy={checklistId}
              after={
                <PasswordChecklist
                  id={checklistId}
                  password={formik.values.password}
                  visible={checklistVisible({
                    focused: passwordFocused,
                    touched: Boolean(getIn(formik.touched, 'password')),
                    submitted: formik.submitCount > 0,
                    password: formik.values.password,
                  })}
                />
              }
            >
              {(control) => (
                <Input.Password
                  {...control}
                  autoComplete="new-password"
                  dir="ltr"
                  size="large"
                  onFocus={() => setPasswordFocused(true)}
                  onBlur={(event) => {
                    setPasswordFocused(false);
                    control.onBlur(event);
                  }}
                />
              )}
            </FormField>
            <p className="nibras-auth-form__terms">
              <Trans
                t={t}
                i18nKey="auth.signUp.terms"
                components={{
                  terms: <Link to={`/${locale}/terms-of-services`} />,
                  privacy: <Link to={`/${locale}/privacy-policy`} />,
                }}
              />
            </p>
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              loading={formik.isSubmitting}
              disabled={formik.isSubmitting}
              data-testid="sign-up-submit"
            >
              {t('auth.signUp.submit')}
            </Button>
          </form>
        );
      }}
    </Formik>
  );
}
