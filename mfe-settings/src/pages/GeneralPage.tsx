// /settings (general): the profile picture and the cover (chosen, cropped, uploaded), and the
// account details: username and phone (PATCH /me); the e-mail is shown but cannot change yet.
import { Suspense, lazy, useRef, useState, type ChangeEvent } from 'react';
import { Formik, serverFieldErrors, zodToFormik, type FormStatus } from '@nibras/shared-ui/extra';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  AvatarPlaceholder,
  Button,
  GENERIC_ERROR,
  toast,
  useRemote,
  useSessionStore,
} from '@nibras/shared-ui';
import { CameraIcon, FocusFirstError, FormField, ImageIcon, Input } from '@nibras/shared-ui/extra';
import { normalisePhone, profileSchema, type ProfileValues } from '../forms/schemas';
import { ACCEPTED_TYPES, checkImageFile, type PictureKind } from '../pictures/images';
import { SettingsCard, SettingsPage } from './SettingsPage';

// The crop dialog (and react-image-crop) loads when a picture is chosen, not with the page.
const CropModal = lazy(() => import('../pictures/CropModal').then((m) => ({ default: m.CropModal })));

function PictureChooser({
  kind,
  onChosen,
}: {
  kind: PictureKind;
  onChosen(kind: PictureKind, file: File): void;
}) {
  const { t } = useTranslation('settings');
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    const check = checkImageFile(file);
    if (check === 'not-image') toast.error('settings:pictures.notImage');
    else if (check === 'too-large') toast.error('toast.fileTooLarge');
    else onChosen(kind, file);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_TYPES.join(',')}
        onChange={onChange}
        hidden
        data-testid={`${kind}-input`}
        aria-hidden="true"
        tabIndex={-1}
      />
      <Button
        icon={kind === 'picture' ? <CameraIcon size={18} /> : <ImageIcon size={18} />}
        onClick={() => input.current?.click()}
        data-testid={`${kind}-change`}
      >
        {t(`pictures.${kind}.change`)}
      </Button>
    </>
  );
}

function PicturesCard() {
  const { t } = useTranslation('settings');
  const user = useSessionStore((s) => s.user);
  const [chosen, setChosen] = useState<{ kind: PictureKind; file: File; id: number } | null>(null);
  const onChosen = (kind: PictureKind, file: File) => setChosen({ kind, file, id: Date.now() });

  return (
    <SettingsCard
      id="pictures"
      title={t('general.pictures.title')}
      description={t('general.pictures.description')}
    >
      <div className="st-pictures">
        <div className="st-pictures__item">
          <span className="st-pictures__avatar" data-testid="general-avatar">
            {user?.profilePicture ? (
              <img src={user.profilePicture} alt={t('general.pictures.currentPicture')} />
            ) : (
              <AvatarPlaceholder size={72} />
            )}
          </span>
          <div className="st-pictures__text">
            <h3 className="st-pictures__title">{t('pictures.picture.title')}</h3>
            <p className="st-pictures__hint">{t('pictures.picture.hint')}</p>
            <PictureChooser kind="picture" onChosen={onChosen} />
          </div>
        </div>
        <div className="st-pictures__item st-pictures__item--cover">
          <span
            className={`st-pictures__cover${user?.profileCover ? '' : ' st-pictures__cover--empty'}`}
            data-testid="general-cover"
          >
            {user?.profileCover && <img src={user.profileCover} alt={t('general.pictures.currentCover')} />}
          </span>
          <div className="st-pictures__text">
            <h3 className="st-pictures__title">{t('pictures.cover.title')}</h3>
            <p className="st-pictures__hint">{t('pictures.cover.hint')}</p>
            <PictureChooser kind="cover" onChosen={onChosen} />
          </div>
        </div>
      </div>
      {chosen && (
        <Suspense fallback={null}>
          <CropModal key={chosen.id} kind={chosen.kind} file={chosen.file} onClose={() => setChosen(null)} />
        </Suspense>
      )}
    </SettingsCard>
  );
}

const FIELDS = ['username', 'phone'] as const;

function DetailsCard() {
  const { t } = useTranslation('settings');
  const { api, session } = useRemote();
  const user = useSessionStore((s) => s.user);
  const initialValues: ProfileValues = { username: user?.username ?? '', phone: user?.phone ?? '' };

  const submit = async (
    values: ProfileValues,
    helpers: { setStatus(status: FormStatus): void; resetForm(next: { values: ProfileValues }): void },
  ) => {
    const username = values.username.trim();
    const phone = normalisePhone(values.phone);
    const body: { username?: string; phone?: string | null } = {};
    if (username !== user?.username) body.username = username;
    if (phone !== (user?.phone ?? '')) body.phone = phone === '' ? null : phone;
    if (Object.keys(body).length === 0) {
      toast.info('settings:general.details.unchanged');
      return;
    }
    try {
      const updated = await api.patch('/me', body);
      session.getState().setUser(updated);
      helpers.resetForm({ values: { username: updated.username, phone: updated.phone ?? '' } });
      toast.success('toast.settingsUpdated');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      helpers.setStatus({ serverErrors: serverFieldErrors(error) });
      toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
    }
  };

  return (
    <SettingsCard
      id="details"
      title={t('general.details.title')}
      description={t('general.details.description')}
    >
      <Formik<ProfileValues>
        initialValues={initialValues}
        enableReinitialize
        validate={zodToFormik(profileSchema)}
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
            data-testid="details-form"
          >
            <FocusFirstError order={FIELDS} />
            <FormField
              name="username"
              label={t('general.details.username')}
              hint={t('general.details.usernameHint')}
            >
              {(control) => <Input {...control} autoComplete="name" maxLength={60} />}
            </FormField>
            <div className="nibras-field" data-field="email">
              <label htmlFor="st-email" className="nibras-field__label">
                {t('general.details.email')}
              </label>
              <Input
                id="st-email"
                value={user?.email ?? ''}
                readOnly
                aria-describedby="st-email-note"
                className="st-readonly st-ltr"
                data-testid="email-readonly"
              />
              <p id="st-email-note" className="nibras-field__hint">
                {t('general.details.emailNote')}
              </p>
            </div>
            <FormField
              name="phone"
              label={t('general.details.phone')}
              hint={t('general.details.phoneHint')}
              optional
            >
              {(control) => (
                <Input {...control} type="tel" className="st-ltr" autoComplete="tel" inputMode="tel" />
              )}
            </FormField>
            <div className="st-form__actions">
              <Button
                type="primary"
                htmlType="submit"
                loading={formik.isSubmitting}
                disabled={formik.isSubmitting}
                data-testid="details-save"
              >
                {t('general.details.save')}
              </Button>
            </div>
          </form>
        )}
      </Formik>
    </SettingsCard>
  );
}

export function GeneralPage() {
  return (
    <SettingsPage pageId="general" titleKey="general.title" descriptionKey="general.description">
      <PicturesCard />
      <DetailsCard />
    </SettingsPage>
  );
}
