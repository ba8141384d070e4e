import { Button } from '../ui';
import { useTranslation } from 'react-i18next';
import { StatusResult } from './StatusResult';

/** The not-found page (spec section 2), for unknown paths of the shell and of every remote. */
export function NotFound({ homeHref, onHome }: { homeHref: string; onHome?: (href: string) => void }) {
  const { t } = useTranslation('common');
  return (
    <section data-testid="not-found" className="nibras-not-found">
      <StatusResult
        kind="not-found"
        title={<h1 className="nibras-result__title nibras-not-found__title">{t('notFound.title')}</h1>}
        description={t('notFound.description')}
        action={
          <Button
            type="primary"
            size="large"
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
