import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRemote } from '@nibras/shared-ui';
import { Card } from '../components/Card';
import { FAQ_GROUPS, FAQ_LINKS, PLAN_PRICE } from '../content';
import { formatPrice } from '../format';
import { MarketingPage } from '../components/MarketingPage';
import { ICONS } from '../components/Icons';
import { RichText } from '../components/RichText';

/**
 * One question of the accordion (WAI-ARIA accordion pattern): a heading holding a
 * native button, so Enter and Space both toggle it and screen readers can list the
 * questions by heading; the answer follows it, hidden while collapsed. (No region
 * role on answers: fourteen of them would crowd the landmarks list.)
 */
function FaqItem({ id, open, onToggle }: { id: string; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('marketing');
  const { locale } = useRemote();
  const link = FAQ_LINKS[id];
  const prices = {
    individual: formatPrice(PLAN_PRICE.individual, locale),
    business: formatPrice(PLAN_PRICE.business, locale),
  };
  return (
    <li className="mk-faq" data-testid={`faq-${id}`}>
      <h3 className="mk-faq__q">
        <button
          type="button"
          id={`mk-faq-${id}-q`}
          aria-expanded={open}
          aria-controls={`mk-faq-${id}-a`}
          onClick={onToggle}
        >
          <span>{t(`faqs.items.${id}.q`)}</span>
          <span className="mk-faq__chevron">{ICONS.chevron()}</span>
        </button>
      </h3>
      <div id={`mk-faq-${id}-a`} className="mk-faq__a" hidden={!open}>
        <p>
          <RichText text={t(`faqs.items.${id}.a`, prices)} />
        </p>
        {link && (
          <p>
            <Link to={link.to} className="mk-arrow-link">
              {t(link.label)}
              <span className="mk-flip">{ICONS.arrow()}</span>
            </Link>
          </p>
        )}
      </div>
    </li>
  );
}

export default function FaqsPage() {
  const { t } = useTranslation('marketing');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <MarketingPage id="faqs">
      <header className="mk-page-head">
        <h1>{t('faqs.title')}</h1>
        <p className="mk-lead">{t('faqs.subtitle')}</p>
      </header>

      <div className="mk-faq-groups">
        {FAQ_GROUPS.map((group) => (
          <section key={group.id} className="mk-faq-group" aria-labelledby={`mk-faq-group-${group.id}`}>
            <h2 id={`mk-faq-group-${group.id}`}>{t(`faqs.groups.${group.id}`)}</h2>
            <ul className="mk-faq-list">
              {group.items.map((id) => (
                <FaqItem key={id} id={id} open={open.has(id)} onToggle={() => toggle(id)} />
              ))}
            </ul>
          </section>
        ))}
      </div>

      <Card className="mk-faq-more">
        <section aria-labelledby="mk-faq-more" className="mk-contact">
          <span className="mk-tile">{ICONS.mail()}</span>
          <div>
            <h2 id="mk-faq-more">{t('faqs.more.title')}</h2>
            <p>
              <RichText text={t('faqs.more.body')} />
            </p>
          </div>
        </section>
      </Card>
    </MarketingPage>
  );
}
