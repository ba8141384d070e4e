// A plain text file beside the chat: its text as written (lines kept, long lines wrapped), each
// paragraph in its own direction (an Arabic line reads right to left in an English file), in a
// comfortable measure.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextViewerProps {
  bytes: Uint8Array;
  name: string;
}

export function TextViewer({ bytes, name }: TextViewerProps) {
  const { t } = useTranslation('chat');
  // The API accepts only valid UTF-8 as text; a byte-order mark is not part of it.
  const text = useMemo(() => new TextDecoder('utf-8').decode(bytes), [bytes]);
  return (
    <div
      className="viewer-text"
      tabIndex={0}
      role="region"
      aria-label={t('viewer.text.label', { name })}
      data-testid="viewer-text"
    >
      {text.trim() === '' ? (
        <p className="viewer-text__empty">{t('viewer.text.empty')}</p>
      ) : (
        <pre className="viewer-text__body" dir="auto">
          {text}
        </pre>
      )}
    </div>
  );
}
