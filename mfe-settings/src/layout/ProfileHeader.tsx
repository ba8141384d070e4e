// The settings header (spec section 2): the cover picture (or a soft gradient when there is
// none), the profile picture (or the placeholder) and the first two words of the username.
import { useTranslation } from 'react-i18next';
import { AvatarPlaceholder, useSessionStore } from '@nibras/shared-ui';
import { displayName } from '../format';

export function ProfileHeader() {
  const { t } = useTranslation('settings');
  const user = useSessionStore((s) => s.user);
  const name = displayName(user?.username);
  const cover = user?.profileCover;
  const picture = user?.profilePicture;

  return (
    <div className="st-header" data-testid="settings-header">
      <div
        className={`st-header__cover${cover ? '' : ' st-header__cover--empty'}`}
        data-testid="settings-cover"
        data-has-image={cover ? true : undefined}
      >
        {cover && <img src={cover} alt="" className="st-header__cover-img" />}
      </div>
      <div className="st-header__identity">
        <span
          className="st-header__avatar"
          data-testid="settings-avatar"
          data-has-image={picture ? true : undefined}
        >
          {picture ? (
            <img src={picture} alt={t('layout.avatarAlt', { name })} className="st-header__avatar-img" />
          ) : (
            <AvatarPlaceholder size={96} />
          )}
        </span>
        <div className="st-header__text">
          <p className="st-header__name" data-testid="settings-display-name">
            <bdi>{name}</bdi>
          </p>
          {user?.email && (
            <p className="st-header__email">
              <bdi dir="ltr">{user.email}</bdi>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
