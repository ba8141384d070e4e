// /settings/help-support: answers to the questions students ask most (native <details>, so
// keyboard and screen readers work with no script), the support e-mail address, and a support
// request form (POST /support-requests, stored by the API) that ends with a confirmation.
import { useEffect, useRef, useState } from 'react';
import {
  Formik,
  type FormikHelpers,
  serverFieldErrors,
  zodToFormik,
  type FormStatus,
} from '@nibras/shared-ui/extra';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  Button,
  CheckCircleIcon,
  GENERIC_ERROR,
  toast,
  useRemote,
  useSessionStore,
} from '@nibras/shared-ui';
import { ChevronIcon, FocusFirstError, FormField, Input, MailIcon } from '@nibras/shared-ui/extra';
import { MESSAGE, SUBJECT, supportSchema, type SupportValues } from '../forms/schemas';
import { SettingsCard, SettingsPage } from './SettingsPage';

export const SUPPORT_EMAIL = 'support@nibras.sa';
const FAQS = ['language', 'textSize', 'pictures', 'sync', 'notifications', 'grade', 'plans', 'data'] as const;
const FIELDS = ['subject', 'message'] as const;
const EMPTY: SupportValues = { subject: '', message: '' };

interface Sent {
  id: string;
  createdAt: string;
}

export function HelpSupportPage() {
  const { t } = useTranslation('settings');
  const { api, locale } = useRemote();
  const email = useSessionStore((s) => s.user?.email);
  const [sent, setSent] = useState<Sent | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  // The confirmation takes focus once it is on the page (after the commit, not at a guessed frame).
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const submit = async (values: SupportValues, helpers: FormikHelpers<SupportValues>) => {
    try {
      const answer = await api.post('/support-requests', {
        subject: values.subject.trim(),
        message: values.message.trim(),
        ...(email ? { email } : {}),
      });
      helpers.resetForm({ values: EMPTY });
      setSent({ id: answer._id, createdAt: answer.createdAt });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      helpers.setStatus({ serverErrors: serverFieldErrors(error) } satisfies FormStatus);
      toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
    }
  };

  // An address inside a sentence keeps its own (left-to-right) order in Arabic: an isolate.
  const isolated = (text: string) => `\u2068${text}\u2069`;

  const sentAt = sent
    ? new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-arab-ca-gregory' : 'en-GB', {
        dateStyle: 'long',
        timeStyle: 'short',
      }).format(new Date(sent.createdAt))
    : '';

  return (
    <SettingsPage pageId="help-support" titleKey="helpSupport.title" descriptionKey="helpSupport.description">
      <SettingsCard id="faqs" title={t('helpSupport.faqs.title')}>
        <div className="st-faqs" data-testid="support-faqs">
          {FAQS.map((id) => (
            <details key={id} className="st-faq" data-faq={id}>
              <summary className="st-faq__question">
                <span>{t(`helpSupport.faqs.items.${id}.q`)}</span>
                <span className="st-faq__chevron" aria-hidden="true">
                  <ChevronIcon size={18} />
                </span>
              </summary>
              <p className="st-faq__answer">{t(`helpSupport.faqs.items.${id}.a`)}</p>
            </details>
          ))}
        </div>
      </SettingsCard>

      <SettingsCard
        id="contact"
        title={t('helpSupport.contact.title')}
        description={t('helpSupport.contact.description')}
      >
        <a className="st-mail" href={`mailto:${SUPPORT_EMAIL}`} data-testid="support-email">
          <span className="st-mail__icon" aria-hidden="true">
            <MailIcon size={20} />
          </span>
          <bdi dir="ltr">{SUPPORT_EMAIL}</bdi>
        </a>
        <p className="st-muted">{t('helpSupport.contact.hours')}</p>
      </SettingsCard>

      <SettingsCard
        id="request"
        title={t('helpSupport.form.title')}
        description={t('helpSupport.form.description')}
      >
        {sent ? (
          <div
            className="st-sent"
            role="status"
            tabIndex={-1}
            ref={confirmation}
            data-testid="support-confirmation"
          >
            <span className="st-sent__icon">
              <CheckCircleIcon size={40} />
            </span>
            <h3 className="st-sent__title">{t('helpSupport.form.sentTitle')}</h3>
            <p>{t('helpSupport.form.sentBody', { email: isolated(email ?? SUPPORT_EMAIL) })}</p>
            <p className="st-muted">
              {t('helpSupport.form.reference')} <bdi dir="ltr">{sent.id.slice(0, 8).toUpperCase()}</bdi> ·{' '}
              {sentAt}
            </p>
            <Button onClick={() => setSent(null)} data-testid="support-another">
              {t('helpSupport.form.another')}
            </Button>
          </div>
        ) : (
          <Formik<SupportValues>
            initialValues={EMPTY}
            validate={zodToFormik(supportSchema)}
            validateOnBlur
            onSubmit={submit}
          >
            {(formik) => (
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void formik.submitForm();
                }}
                className="st-form"
                data-testid="support-form"
              >
                <FocusFirstError order={FIELDS} />
                <FormField
                  name="subject"
                  label={t('helpSupport.form.subject')}
                  hint={t('helpSupport.form.subjectHint', { min: SUBJECT.min, max: SUBJECT.max })}
                >
                  {(control) => <Input {...control} maxLength={SUBJECT.max} />}
                </FormField>
                <FormField
                  name="message"
                  label={t('helpSupport.form.message')}
                  hint={t('helpSupport.form.messageHint', { min: MESSAGE.min })}
                >
                  {(control) => (
                    <Input.TextArea
                      {...control}
                      autoSize={{ minRows: 5, maxRows: 12 }}
                      maxLength={MESSAGE.max}
                      showCount
                    />
                  )}
                </FormField>
                <p className="st-muted">{t('helpSupport.form.replyTo', { email: isolated(email ?? '') })}</p>
                <div className="st-form__actions">
                  <Button
                    type="primary"
                    htmlType="submit"
                    loading={formik.isSubmitting}
                    disabled={formik.isSubmitting}
                    data-testid="support-send"
                  >
                    {t('helpSupport.form.send')}
                  </Button>
                </div>
              </form>
            )}
          </Formik>
        )}
      </SettingsCard>
    </SettingsPage>
  );
}
