// A fenced code block in a reply: its language above it and a Copy button. Always left to right.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CheckIcon, defineIcon, toast } from '@nibras/shared-ui';

const CopyIcon = defineIcon(
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);

/** How long the button says "Copied" after a copy. */
const COPIED_MS = 2000;

export function CopyCodeButton({ code, language }: { code: string; language: string | null }) {
  const { t } = useTranslation('chat');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.success('toast.copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): say so, the code stays selectable.
      toast.error('chat:reply.code.copyFailed');
    }
  };

  return (
    <Button
      size="small"
      type="text"
      className="reply-code__copy"
      icon={copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
      aria-label={language ? t('reply.code.copyLabelLanguage', { language }) : t('reply.code.copyLabel')}
      onClick={() => void copy()}
    >
      {copied ? t('reply.code.copied') : t('reply.code.copy')}
    </Button>
  );
}

export function CodeBlock({
  code,
  language,
  children,
}: {
  code: string;
  language: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('chat');
  return (
    <div className="reply-code" dir="ltr">
      <div className="reply-code__bar">
        <span className="reply-code__language">{language ?? t('reply.code.plain')}</span>
        <CopyCodeButton code={code} language={language} />
      </div>
      {children}
    </div>
  );
}
