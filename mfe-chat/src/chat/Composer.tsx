// The message input: a text area that grows with the text (Enter sends, Shift+Enter adds a line,
// never while an input method is composing), an image to attach (image files only, up to the
// API's limit) that can be cropped, and Send, which turns into Stop while the tutor answers.
// What was sent leaves the input at once; if sending fails, all of it comes back.
import {
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type ComponentRef,
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Crop } from 'react-image-crop';
import { Button, i18n, toast, type LocalizedText } from '@nibras/shared-ui';
import { Input, Tag, Tooltip } from '@nibras/shared-ui/extra';
import { AttachIcon, CloseIcon, CropIcon, SendIcon, StopIcon } from './icons';
import { checkImage, megabytes } from './image';
import { CropImageModal, type CropResult } from './CropImageModal';

export interface Attachment {
  original: File;
  /** The cropped part (PNG), sent instead of the original when there is one. */
  cropped: File | null;
  crop: Crop | null;
}

export interface Draft {
  text: string;
  attachment: Attachment | null;
}

export const EMPTY_DRAFT: Draft = { text: '', attachment: null };

/** Sending needs a text that is not blank, or a picture. */
export const canSend = (draft: Draft): boolean => draft.text.trim().length > 0 || draft.attachment !== null;

/** The file a draft sends: the crop when there is one, else the picture as chosen. */
export const draftFile = (draft: Draft): File | null =>
  draft.attachment ? (draft.attachment.cropped ?? draft.attachment.original) : null;

/** A failed send gives back what was sent, keeping anything typed or attached since. */
export function restoreDraft(sent: Draft, current: Draft): Draft {
  const text = current.text.trim() ? `${sent.text}${sent.text ? '\n' : ''}${current.text}` : sent.text;
  return { text, attachment: current.attachment ?? sent.attachment };
}

/** "Images up to 5 MB" in both languages (a toast shows the one of the moment). */
export function tooLargeText(maxBytes: number): LocalizedText {
  const size = megabytes(maxBytes);
  return {
    en: i18n.t('chat:chat.composer.tooLarge', { lng: 'en', size }),
    ar: i18n.t('chat:chat.composer.tooLarge', { lng: 'ar', size }),
  };
}

export interface ComposerHandle {
  /** Puts a starter text in the input and the caret at its end. */
  fill(text: string): void;
  focus(): void;
}

export interface ComposerProps {
  /** The tutor is answering: Send becomes Stop. */
  busy: boolean;
  stopping: boolean;
  /** The conversation is not ready: nothing can be sent yet. */
  disabled: boolean;
  maxImageBytes: number;
  /** Resolves true when the message went, false when it failed (the draft comes back). */
  onSend(draft: { text: string; file: File | null }): Promise<boolean>;
  onStop(): void;
  /** The chat's style variables, for the dialog (it is drawn outside the chat's element). */
  rootStyle?: CSSProperties;
  ref?: Ref<ComposerHandle>;
}

function AttachmentChip({
  attachment,
  onCrop,
  onRemove,
}: {
  attachment: Attachment;
  onCrop(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('chat');
  const file = attachment.cropped ?? attachment.original;
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <div className="chat-attachment" data-testid="composer-attachment">
      <img src={url} alt={t('chat.composer.attachmentAlt')} className="chat-attachment__thumb" />
      <span className="chat-attachment__name">
        <bdi>{attachment.original.name}</bdi>
        {attachment.cropped && (
          <Tag className="chat-attachment__tag" data-testid="attachment-cropped">
            {t('chat.composer.cropped')}
          </Tag>
        )}
      </span>
      <Tooltip title={t('chat.composer.crop')}>
        <Button
          size="small"
          type="text"
          icon={<CropIcon size={16} />}
          aria-label={t('chat.composer.crop')}
          onClick={onCrop}
          data-testid="attachment-crop"
        />
      </Tooltip>
      <Tooltip title={t('chat.composer.removeImage')}>
        <Button
          size="small"
          type="text"
          icon={<CloseIcon size={16} />}
          aria-label={t('chat.composer.removeImage')}
          onClick={onRemove}
          data-testid="attachment-remove"
        />
      </Tooltip>
    </div>
  );
}

export function Composer({
  busy,
  stopping,
  disabled,
  maxImageBytes,
  onSend,
  onStop,
  rootStyle,
  ref,
}: ComposerProps) {
  const { t } = useTranslation('chat');
  const id = useId().replace(/:/g, '');
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  /** The picture being cropped (a new one, or the attached one again). */
  const [cropping, setCropping] = useState<{ file: File; crop: Crop | null } | null>(null);
  const textArea = useRef<ComponentRef<typeof Input.TextArea>>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  const sending = useRef(false);

  const focus = () => textArea.current?.focus({ cursor: 'end' });
  useImperativeHandle(ref, () => ({
    fill(text: string) {
      setDraft((current) => ({ ...current, text }));
      // After the text is in.
      setTimeout(focus, 0);
    },
    focus,
  }));

  const sendable = canSend(draft) && !busy && !disabled;
  const size = megabytes(maxImageBytes);

  const submit = async () => {
    if (!sendable || sending.current) return;
    const sent = draft;
    sending.current = true;
    setDraft(EMPTY_DRAFT);
    try {
      const ok = await onSend({ text: sent.text, file: draftFile(sent) });
      if (!ok) setDraft((current) => restoreDraft(sent, current));
    } finally {
      sending.current = false;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // An input method (Arabic, Japanese...) uses Enter to confirm what it composes.
    if (event.nativeEvent.isComposing || composing.current || event.keyCode === 229) return;
    event.preventDefault();
    void submit();
  };

  const take = (file: File) => {
    const check = checkImage(file, maxImageBytes);
    if (check === 'not-image') toast.error('chat:chat.composer.notImage');
    else if (check === 'too-large') toast.error(tooLargeText(maxImageBytes));
    else setCropping({ file, crop: null });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again.
    event.target.value = '';
    if (file) take(file);
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const file = Array.from(event.clipboardData?.files ?? []).find((f) => f.type.startsWith('image/'));
    if (!file) return;
    event.preventDefault();
    take(file);
  };

  const onCropped = (file: File, { cropped, crop }: CropResult) => {
    if (cropped && cropped.size > maxImageBytes) {
      toast.error(tooLargeText(maxImageBytes));
      return;
    }
    setDraft((current) => ({ ...current, attachment: { original: file, cropped, crop } }));
    setCropping(null);
    setTimeout(focus, 0);
  };

  const attachLabel = t('chat.composer.attach', { size });
  return (
    <form
      className="chat-composer"
      data-testid="composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {draft.attachment && (
        <AttachmentChip
          attachment={draft.attachment}
          onCrop={() =>
            draft.attachment && setCropping({ file: draft.attachment.original, crop: draft.attachment.crop })
          }
          onRemove={() => {
            setDraft((current) => ({ ...current, attachment: null }));
            focus();
          }}
        />
      )}
      <div className="chat-composer__row">
        <Tooltip title={attachLabel}>
          <Button
            className="chat-composer__attach"
            icon={<AttachIcon size={18} />}
            aria-label={attachLabel}
            onClick={() => fileInput.current?.click()}
            data-testid="composer-attach"
          />
        </Tooltip>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          onChange={onFile}
          data-testid="composer-file"
          aria-hidden="true"
          tabIndex={-1}
        />
        <Input.TextArea
          ref={textArea}
          className="chat-composer__input"
          value={draft.text}
          onChange={(event) => {
            const text = event.target.value;
            setDraft((current) => ({ ...current, text }));
          }}
          onKeyDown={onKeyDown}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={() => {
            composing.current = false;
          }}
          onPaste={onPaste}
          autoSize={{ minRows: 1, maxRows: 8 }}
          placeholder={t('chat.composer.placeholder')}
          aria-label={t('chat.composer.label')}
          aria-describedby={`${id}-hint`}
          dir="auto"
          data-testid="composer-input"
        />
        {busy ? (
          <Button
            danger
            className="chat-composer__send"
            icon={<StopIcon size={16} />}
            onClick={onStop}
            loading={stopping}
            aria-label={t('chat.composer.stop')}
            data-testid="composer-stop"
          >
            <span className="chat-composer__button-text">{t('chat.composer.stop')}</span>
          </Button>
        ) : (
          <Button
            type="primary"
            htmlType="submit"
            className="chat-composer__send"
            icon={<SendIcon size={16} />}
            disabled={!sendable}
            aria-label={t('chat.composer.send')}
            data-testid="composer-send"
          >
            <span className="chat-composer__button-text">{t('chat.composer.send')}</span>
          </Button>
        )}
      </div>
      <p className="chat-composer__hint" id={`${id}-hint`}>
        <span className="chat-composer__keys">{t('chat.composer.keys')}</span>
        <span>{t('chat.composer.imageLimit', { size })}</span>
      </p>
      {cropping && (
        <CropImageModal
          key={`${cropping.file.name}-${cropping.file.size}-${cropping.file.lastModified}`}
          file={cropping.file}
          initialCrop={cropping.crop}
          rootStyle={rootStyle}
          onCancel={() => setCropping(null)}
          onDone={(result) => onCropped(cropping.file, result)}
        />
      )}
    </form>
  );
}
