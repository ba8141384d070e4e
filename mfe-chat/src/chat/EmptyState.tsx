// A new conversation teaches what to ask: a few kinds of question with an example each, and the
// quick actions, which put a starter in the input for the student to finish (and send).
import { useTranslation } from 'react-i18next';
import { Button, SparklesIcon } from '@nibras/shared-ui';
import { ExamplesIcon, ExplainIcon, SummarizeIcon } from './icons';

export const QUICK_ACTIONS = ['explain', 'solve', 'summarize', 'quiz'] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];

const ICONS = {
  explain: <ExplainIcon size={16} />,
  solve: <ExamplesIcon size={16} />,
  summarize: <SummarizeIcon size={16} />,
  quiz: <SparklesIcon size={16} />,
} as const;

export function QuickActions({ onPick, disabled }: { onPick(prompt: string): void; disabled?: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <ul className="chat-quick" aria-label={t('chat.quick.label')} data-testid="quick-actions">
      {QUICK_ACTIONS.map((action) => (
        <li key={action}>
          <Button
            className="chat-quick__button"
            icon={ICONS[action]}
            onClick={() => onPick(t(`chat.quick.${action}.prompt`))}
            disabled={disabled}
            data-testid={`quick-${action}`}
          >
            {t(`chat.quick.${action}.label`)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function EmptyState({ onPick, disabled }: { onPick(prompt: string): void; disabled?: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <section className="chat-empty" aria-labelledby="chat-empty-title" data-testid="chat-empty">
      <span className="chat-empty__icon" aria-hidden="true">
        <SparklesIcon size={28} />
      </span>
      <h2 id="chat-empty-title" className="chat-empty__title">
        {t('chat.empty.title')}
      </h2>
      <p className="chat-empty__lead">{t('chat.empty.lead')}</p>
      <ul className="chat-empty__tips">
        {(['lesson', 'problem', 'photo', 'review'] as const).map((tip) => (
          <li key={tip}>
            <strong>{t(`chat.empty.tips.${tip}.title`)}</strong>{' '}
            <span className="chat-empty__example" dir="auto">
              {t(`chat.empty.tips.${tip}.example`)}
            </span>
          </li>
        ))}
      </ul>
      <QuickActions onPick={onPick} disabled={disabled} />
    </section>
  );
}
