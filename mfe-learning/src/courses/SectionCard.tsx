// A titled card of a learning page (home, dashboard): a <section> named by its <h2>, with an optional
// action in its header. `block` is the page's CSS block (`home-card`, `dashboard-card`): the card
// takes `<block>`, `<block>__header` and `<block>__title`.
import { useId, type ReactNode } from 'react';

export function SectionCard({
  block,
  title,
  children,
  testId,
  className,
  action,
}: {
  block: string;
  title: string;
  children: ReactNode;
  testId: string;
  className?: string;
  action?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      className={className ? `${block} ${className}` : block}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <header className={`${block}__header`}>
        <h2 id={headingId} className={`${block}__title`}>
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}
