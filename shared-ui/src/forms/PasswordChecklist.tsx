// The live password checklist (spec section 5): one line per rule, each ticking as the
// student types. A polite live region says how many rules are met; each line also says
// "met" or "not met" to screen readers, since the tick itself is only a picture.
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, CircleIcon } from '../icons/core';
import { checkPassword } from './password';

export interface PasswordChecklistProps {
  password: string;
  /** The id the password input points at with aria-describedby. */
  id: string;
  /** Shown or folded away; it stays in the DOM so the input's description always holds the rules. */
  visible?: boolean;
}

export function PasswordChecklist({ password, id, visible = true }: PasswordChecklistProps) {
  const { t } = useTranslation('common');
  const results = checkPassword(password);
  const metCount = results.filter((r) => r.met).length;
  return (
    <div
      id={id}
      className="nibras-pw-checklist"
      data-testid="password-checklist"
      hidden={!visible}
      data-complete={metCount === results.length}
    >
      <p className="nibras-pw-checklist__title">{t('password.checklist.title')}</p>
      <ul role="list" className="nibras-pw-checklist__list">
        {results.map((rule) => (
          <li key={rule.id} className="nibras-pw-checklist__item" data-rule={rule.id} data-met={rule.met}>
            <span className="nibras-pw-checklist__icon">
              {rule.met ? <CheckCircleIcon size={18} /> : <CircleIcon size={18} />}
            </span>
            <span className="nibras-visually-hidden">
              {t(rule.met ? 'password.checklist.met' : 'password.checklist.notMet')}
            </span>
            <span>{t(`password.checklist.${rule.id}`)}</span>
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="nibras-visually-hidden">
        {password ? t('password.checklist.progress', { count: metCount, total: results.length }) : ''}
      </p>
    </div>
  );
}
