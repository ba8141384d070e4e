import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemote } from '@nibras/shared-ui';
import { Card } from '../components/Card';
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from '../content';
import { MarketingPage } from '../components/MarketingPage';
import { ICONS } from '../components/Icons';
import { RichText } from '../components/RichText';

interface LegalSection {
  title: string;
  body: string[];
  list?: string[];
  after?: string[];
}

const SECTIONS = { privacy: PRIVACY_SECTIONS, terms: TERMS_SECTIONS } as const;

/** The privacy policy and the terms of services: the same structure, different texts. */
export default function LegalPage({ id }: { id: 'privacy' | 'terms' }) {
  const { t } = useTranslation('marketing');
  const { location } = useRemote();
  const sections = SECTIONS[id].map((key) => ({
    key,
    anchor: `${id}-${key}`,
    ...(t(`${id}.sections.${key}`, { returnObjects: true }) as LegalSection),
  }));
  const summary = t(`${id}.summary`, { returnObjects: true }) as string[];

  // A deep link to a section (#privacy-storage) arrives before the page is drawn: scroll once it is.
  const hash = location.hash.slice(1);
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash))?.scrollIntoView();
  }, [hash]);

  return (
    <MarketingPage id={id} className="mk-legal">
      <header className="mk-page-head mk-page-head--legal">
        <h1>{t(`${id}.title`)}</h1>
        <p className="mk-effective">{t(`${id}.effective`)}</p>
        <p className="mk-lead">{t(`${id}.intro`)}</p>
      </header>

      <Card className="mk-summary">
        <section aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`}>{t('legal.summary')}</h2>
          <ul className="mk-checks">
            {summary.map((point) => (
              <li key={point}>
                {ICONS.check()}
                <span>
                  <RichText text={point} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      </Card>

      <div className="mk-legal__layout">
        <nav className="mk-toc" aria-labelledby={`${id}-toc`}>
          <h2 id={`${id}-toc`}>{t('legal.toc')}</h2>
          <ol>
            {sections.map((s) => (
              <li key={s.key}>
                <a href={`#${s.anchor}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mk-legal__body">
          {sections.map((s) => (
            // Unnamed sections: thirteen named regions would crowd the landmarks list.
            <section key={s.key} id={s.anchor} className="mk-legal__section">
              <h2>{s.title}</h2>
              {s.body.map((p) => (
                <p key={p}>
                  <RichText text={p} />
                </p>
              ))}
              {s.list && (
                <ul>
                  {s.list.map((item) => (
                    <li key={item}>
                      <RichText text={item} />
                    </li>
                  ))}
                </ul>
              )}
              {s.after?.map((p) => (
                <p key={p}>
                  <RichText text={p} />
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </MarketingPage>
  );
}
