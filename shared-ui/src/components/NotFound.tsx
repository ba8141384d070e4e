import { Button, Result } from '../ui';
import { useTranslation } from 'react-i18next';

/** The not-found page (spec section 2), for unknown paths of the shell and of every remote. */
export function NotFound({ homeHref, onHome }: { homeHref: string; onHome?: (href: string) => void }) {
  const { t } = useTranslation('common');
  return (
    <section data-testid="not-found" className="nibras-not-found">
      <Result
        status="404"
        title={<h1 className="nibras-not-found__title">{t('notFound.title')}</h1>}
        subTitle={t('notFound.description')}
        extra={
          <Button
            type="primary"
            href={homeHref}
            onClick={(e) => {
              if (onHome) {
                e.preventDefault();
                onHome(homeHref);
              }
            }}
          >
            {t('notFound.home')}
          </Button>
        }
      />
    </section>
  );
}
