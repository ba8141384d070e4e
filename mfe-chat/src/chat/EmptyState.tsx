// A new conversation teaches what to ask: a greeting (a welcome on the student's first visit, "welcome
// back" after), a few kinds of question with an example each, and the quick actions, which put a
// starter in the input for the student to finish (and send). A clicked example goes into the input
// exactly as shown, for the student to send.
// Honest by provider: what is suggested is what the provider answering can do. The offline study
// engine answers from the lessons, solves equations, summarizes pasted text and quizzes, so its
// examples are prompts it answers as written; an AI model gets the wider ones. Until the provider is
// known (or when GET /tutor failed), the offline ones: they work with either.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SparklesIcon } from '@nibras/shared-ui';
import type { ProviderInfo } from './api';
import { ExamplesIcon, ExplainIcon, SummarizeIcon } from './icons';
import type { Visit } from './visit';

export type ProviderKind = ProviderInfo['kind'];

/** The quick actions per provider, in their order on screen. */
export const QUICK_ACTIONS = {
  openai: ['explain', 'solve', 'summarize', 'quiz'],
  offline: ['solve', 'summarize', 'quiz'],
} as const satisfies Record<ProviderKind, readonly string[]>;
export type QuickAction = (typeof QUICK_ACTIONS)[ProviderKind][number];

/**
 * The kinds of question per provider, each with its example. `prompt`: the example is a message to
 * send (put in the input as it is, or as its `prompt` key says where the example ends in "…" for the
 * student's own text); `hint`: it describes something to do (attach a photo).
 */
export const TIPS = {
  openai: { lesson: 'prompt', problem: 'prompt', photo: 'hint', review: 'prompt' },
  offline: { lesson: 'prompt', maths: 'prompt', summarize: 'prompt', quiz: 'prompt' },
} as const satisfies Record<ProviderKind, Record<string, 'prompt' | 'hint'>>;

/** Tips whose example is not the prompt itself (it ends in "…" where the student's text goes). */
const OWN_PROMPT = new Set(['offline.summarize']);

const ICONS: Record<QuickAction, ReactNode> = {
  explain: <ExplainIcon size={16} />,
  solve: <ExamplesIcon size={16} />,
  summarize: <SummarizeIcon size={16} />,
  quiz: <SparklesIcon size={16} />,
};

interface PickProps {
  onPick(prompt: string): void;
  disabled?: boolean;
  /** Who answers; null while unknown (then what the offline engine can do, which both can). */
  provider: ProviderKind | null;
}

export function QuickActions({ onPick, disabled, provider }: PickProps) {
  const { t } = useTranslation('chat');
  const kind = provider ?? 'offline';
  return (
    <ul className="chat-quick" aria-label={t('chat.quick.label')} data-testid="quick-actions">
      {QUICK_ACTIONS[kind].map((action) => (
        <li key={action}>
          <Button
            className="chat-quick__button"
            icon={ICONS[action]}
            onClick={() => onPick(t(`chat.quick.${kind}.${action}.prompt`))}
            disabled={disabled}
            data-testid={`quick-${action}`}
          >
            {t(`chat.quick.${kind}.${action}.label`)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export interface EmptyStateProps extends PickProps {
  /** The student's first visit or a later one; null while unknown (no greeting yet). */
  visit: Visit | null;
}

export function EmptyState({ onPick, disabled, provider, visit }: EmptyStateProps) {
  const { t } = useTranslation('chat');
  const kind = provider ?? 'offline';
  return (
    <section
      className="chat-empty"
      aria-labelledby="chat-empty-title"
      data-testid="chat-empty"
      data-provider={kind}
    >
      <span className="chat-empty__icon" aria-hidden="true">
        <SparklesIcon size={28} />
      </span>
      {/* Its line is kept while the visit is unknown: the greeting does not push the page down. */}
      <p className="chat-empty__greeting" data-testid="chat-greeting" data-visit={visit ?? undefined}>
        {visit && t(`chat.empty.greeting.${visit}`)}
      </p>
      <h2 id="chat-empty-title" className="chat-empty__title">
        {t('chat.empty.title')}
      </h2>
      <p className="chat-empty__lead">{t(`chat.empty.lead.${kind}`)}</p>
      <ul className="chat-empty__tips" aria-label={t('chat.empty.tips.label')}>
        {Object.entries(TIPS[kind]).map(([tip, type]) => {
          const key = `chat.empty.tips.${kind}.${tip}`;
          const example = t(`${key}.example`);
          return (
            <li key={tip} data-testid={`tip-${tip}`}>
              <strong>{t(`${key}.title`)}</strong>
              {type === 'prompt' ? (
                <button
                  type="button"
                  className="chat-empty__example chat-empty__example--prompt"
                  dir="auto"
                  disabled={disabled}
                  onClick={() => onPick(OWN_PROMPT.has(`${kind}.${tip}`) ? t(`${key}.prompt`) : example)}
                  data-testid="tip-example"
                >
                  {example}
                </button>
              ) : (
                <span className="chat-empty__example" dir="auto">
                  {example}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <QuickActions onPick={onPick} disabled={disabled} provider={provider} />
    </section>
  );
}
