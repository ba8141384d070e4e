// What a student can do with a tutor reply, as one toolbar of icon buttons (each with a tooltip
// and a name for screen readers): copy, save, listen, ask the tutor to summarize, give examples,
// explain or translate it, and on the last reply, regenerate it. The arrow keys move between the
// buttons (in the reading direction), Home and End go to the ends; Tab leaves the toolbar.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useRemote } from '@nibras/shared-ui';
import { Tooltip } from '@nibras/shared-ui/extra';
import { TUTOR_ACTIONS, type TutorAction } from './api';
import {
  BookmarkIcon,
  CopyIcon,
  ExamplesIcon,
  ExplainIcon,
  ListenIcon,
  ListenStopIcon,
  RegenerateIcon,
  SummarizeIcon,
  TranslateIcon,
} from './icons';

export type ReplyCommand = 'copy' | 'save' | 'listen' | TutorAction | 'regenerate';

const ACTION_ICONS: Record<TutorAction, ReactNode> = {
  summarize: <SummarizeIcon size={16} />,
  examples: <ExamplesIcon size={16} />,
  explain: <ExplainIcon size={16} />,
  translate: <TranslateIcon size={16} />,
};

interface Item {
  command: ReplyCommand;
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  pressed?: boolean;
}

export interface ReplyActionsProps {
  /** The tutor is answering: the actions that ask it something wait. */
  busy: boolean;
  /** Reading aloud is possible in this browser. */
  canListen: boolean;
  listening: boolean;
  /** This is the last reply: it can be regenerated. */
  last: boolean;
  onCommand(command: ReplyCommand): void;
}

export function ReplyActions({ busy, canListen, listening, last, onCommand }: ReplyActionsProps) {
  const { t } = useTranslation('chat');
  const { locale } = useRemote();
  const [active, setActive] = useState(0);
  const buttons = useRef<Array<HTMLElement | null>>([]);

  const items: Item[] = [
    { command: 'copy', label: t('chat.actions.copy'), icon: <CopyIcon size={16} /> },
    { command: 'save', label: t('chat.actions.save'), icon: <BookmarkIcon size={16} /> },
    ...(canListen
      ? [
          {
            command: 'listen' as const,
            label: listening ? t('chat.actions.stopListening') : t('chat.actions.listen'),
            icon: listening ? <ListenStopIcon size={16} /> : <ListenIcon size={16} />,
            pressed: listening,
          },
        ]
      : []),
    ...TUTOR_ACTIONS.map((action) => ({
      command: action,
      label: t(`chat.actions.${action}`),
      icon: ACTION_ICONS[action],
      disabled: busy,
    })),
    ...(last
      ? [
          {
            command: 'regenerate' as const,
            label: t('chat.actions.regenerate'),
            icon: <RegenerateIcon size={16} />,
            disabled: busy,
          },
        ]
      : []),
  ];
  // The button Tab reaches: the last one focused, or the first (copy, never disabled).
  const current = items[active] && !items[active].disabled ? active : 0;
  const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = locale === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const backward = locale === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    const at = Math.max(0, enabled.indexOf(current));
    let next: number | undefined;
    if (event.key === forward) next = enabled[(at + 1) % enabled.length];
    else if (event.key === backward) next = enabled[(at - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled.at(-1);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={t('chat.actions.toolbar')}
      className="chat-reply-actions"
      onKeyDown={move}
      data-testid="reply-actions"
    >
      {items.map((item, index) => (
        <Tooltip key={item.command} title={item.label}>
          <Button
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="text"
            size="small"
            icon={item.icon}
            aria-label={item.label}
            aria-pressed={item.pressed}
            disabled={item.disabled}
            tabIndex={index === current ? 0 : -1}
            onFocus={() => setActive(index)}
            onClick={() => onCommand(item.command)}
            data-testid={`reply-${item.command}`}
          />
        </Tooltip>
      ))}
    </div>
  );
}
