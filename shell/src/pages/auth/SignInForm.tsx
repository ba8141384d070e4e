import { Formik, zodToFormik, type FormStatus } from '@nibras/shared-ui/extra';
import { useTranslation } from 'react-i18next';
import { Button } from '@nibras/shared-ui';
import { Alert, FocusFirstError, FormField, Input } from '@nibras/shared-ui/extra';
import { SIGN_IN_FIELDS, signInSchema, type SignInValues } from './schemas';
import { submitAuth } from './submitAuth';

const validate = zodToFormik(signInSchema);
const INITIAL: SignInValues = { email: '', password: '' };

export function SignInForm({ autoFocus }: { autoFocus: boolean }) {
  const { t, i18n } = useTranslation('shell');
  return (
    <Formik<SignInValues>
      initialValues={INITIAL}
      validate={validate}
      onSubmit={(values, helpers) =>
        submitAuth('sign-in', signInSchema.parse(values), helpers, SIGN_IN_FIELDS)
      }
    >
      {(formik) => {
        const formError = (formik.status as FormStatus | undefined)?.formError;
        return (
          <form
            className="nibras-auth-form"
            noValidate
            onSubmit={formik.handleSubmit}
            aria-label={t('auth.signIn.tab')}
            data-testid="sign-in-form"
          >
            <FocusFirstError order={SIGN_IN_FIELDS} />
            {formError && (
              <Alert
                type="error"
                showIcon
                role="alert"
                className="nibras-auth-form__alert"
                data-testid="auth-form-error"
                title={i18n.language === 'ar' ? formError.ar : formError.en}
              />
            )}
            <FormField name="email" label={t('auth.fields.email')}>
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  inputMode="email"
                  autoComplete="username"
                  autoFocus={autoFocus}
                  dir="ltr"
                  size="large"
                  spellCheck={false}
                />
              )}
            </FormField>
            <FormField name="password" label={t('auth.fields.password')}>
              {(control) => (
                <Input.Password {...control} autoComplete="current-password" dir="ltr" size="large" />
              )}
            </FormField>
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              loading={formik.isSubmitting}
              disabled={formik.isSubmitting}
              data-testid="sign-in-submit"
            >
              {t('auth.signIn.submit')}
            </Button>
          </form>
        );
      }}
    </Formik>
  );
}
