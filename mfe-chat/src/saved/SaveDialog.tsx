// The Save dialog (spec sections 4 and 5): opens with a tutor reply's text; title, tag and colour
// are required (formik + zod through the shared form kit), the colour is one of the five swatches
// (white by default). It cannot be closed while it is submitting (no close button, no Escape, no
// mask click, Cancel disabled); Cancel resets it; success says "Content saved" and closes; an API
// error shows the API's own message and keeps everything typed. With `editing`, the same dialog
// edits a saved item (PATCH) and says "Content updated".
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError, Button, GENERIC_ERROR, toast, useRemote } from '@nibras/shared-ui';
import {
  FocusFirstError,
  Formik,
  FormField,
  Input,
  Modal,
  serverFieldErrors,
  SwatchPicker,
  useFieldError,
  useFormikContext,
  zodToFormik,
  type FormikHelpers,
  type FormStatus,
} from '@nibras/shared-ui/extra';
import {
  COLOR_NAMES,
  createSaved,
  DEFAULT_SAVED_COLOR,
  isSavedColor,
  listSaved,
  SAVED_COLORS,
  SAVED_LIMITS,
  updateSaved,
  type SavedColor,
  type SavedContent,
} from './api';
import './saved.css';

const error = (key: string) => `chat:saved.form.errors.${key}`;

/** The form's rules; messages are i18n keys, translated where a field shows them. */
export const saveSchema = z.object({
  title: z.string().trim().min(1, error('titleRequired')).max(SAVED_LIMITS.title, error('titleTooLong')),
  tag: z.string().trim().min(1, error('tagRequired')).max(SAVED_LIMITS.tag, error('tagTooLong')),
  color: z.string().refine(isSavedColor, error('colorRequired')),
  content: z
    .string()
    .trim()
    .min(1, error('contentRequired'))
    .max(SAVED_LIMITS.content, error('contentTooLong')),
});

export interface SaveValues {
  title: string;
  tag: string;
  /** '' only if the student could clear it (they cannot: a swatch is always chosen). */
  color: SavedColor | '';
  content: string;
}

const FIELDS = ['title', 'tag', 'color', 'content'] as const;
const validate = zodToFormik(saveSchema);

export interface SaveDialogProps {
  open: boolean;
  /** The text to save (a tutor reply); the content field starts with it. */
  content: string;
  /** Where the text comes from: the saved item remembers it, for "open in conversation". */
  source?: { conversationId: string; messageId: string };
  /** Edit this saved item instead of saving a new one (its values fill the form). */
  editing?: SavedContent | null;
  /** Tag suggestions; when not given, the student's tags are fetched as the dialog opens. */
  tags?: readonly string[];
  onClose(): void;
  /** After the API saved it (before the dialog closes). */
  onSaved?(saved: SavedContent): void;
}

/** The student's tags, to suggest under the tag field. */
function useTagSuggestions(open: boolean, given: readonly string[] | undefined): readonly string[] {
  const { api } = useRemote();
  const [fetched, setFetched] = useState<string[]>([]);
  useEffect(() => {
    if (!open || given) return;
    const controller = new AbortController();
    listSaved(api, { limit: 1 }, controller.signal).then(
      (page) => setFetched(page.tags),
      () => undefined, // suggestions only: the form works without them
    );
    return () => controller.abort();
  }, [open, given, api]);
  return given ?? fetched;
}

function ColorField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('chat');
  const formik = useFormikContext<SaveValues>();
  const fieldError = useFieldError('color');
  return (
    <SwatchPicker
      name="color"
      legend={t('saved.form.color')}
      colors={SAVED_COLORS}
      colorLabel={(color) => t(`saved.colors.${COLOR_NAMES[color]}`)}
      className="saved-swatches"
      value={formik.values.color}
      onChange={(color) => {
        void formik.setFieldValue('color', color);
        void formik.setFieldTouched('color', true, false);
      }}
      error={fieldError}
      disabled={disabled}
      testId="save-dialog-color"
    />
  );
}

export function SaveDialog({ open, content, source, editing, tags, onClose, onSaved }: SaveDialogProps) {
  const { t } = useTranslation('chat');
  const { api } = useRemote();
  const formId = `saved-form-${useId().replace(/:/g, '')}`;
  const suggestions = useTagSuggestions(open, tags);
  // Set from the submit event until the API answers: formik's isSubmitting reaches this closure only
  // after a render, and a Cancel in between must not reset the form under a save in progress.
  const submitting = useRef(false);

  const initialValues = useMemo<SaveValues>(
    () =>
      editing
        ? { title: editing.title, tag: editing.tag, color: editing.color, content: editing.content }
        : { title: '', tag: '', color: DEFAULT_SAVED_COLOR, content },
    [editing, content],
  );

  const submit = async (values: SaveValues, helpers: FormikHelpers<SaveValues>) => {
    const fields = {
      title: values.title.trim(),
      tag: values.tag.trim(),
      color: values.color as SavedColor,
      content: values.content.trim(),
    };
    try {
      const saved = editing
        ? await updateSaved(api, editing._id, fields)
        : await createSaved(api, { ...fields, ...(source ?? {}) });
      toast.success(editing ? 'toast.contentUpdated' : 'toast.contentSaved');
      helpers.resetForm();
      onSaved?.(saved);
      onClose();
    } catch (err) {
      // A 401 ends the session (the shell takes the student to sign in): nothing to say here.
      if (err instanceof ApiError && err.status === 401) return;
      helpers.setStatus({ serverErrors: serverFieldErrors(err) } satisfies FormStatus);
      toast.error(err instanceof ApiError ? err.text : GENERIC_ERROR);
    }
  };

  return (
    <Formik<SaveValues>
      initialValues={initialValues}
      enableReinitialize
      validate={validate}
      validateOnBlur
      onSubmit={submit}
    >
      {(formik) => {
        const busy = formik.isSubmitting;
        const cancel = () => {
          if (busy || submitting.current) return;
          formik.resetForm();
          onClose();
        };
        return (
          <Modal
            open={open}
            title={t(editing ? 'saved.form.editTitle' : 'saved.form.createTitle')}
            onCancel={cancel}
            closable={!busy}
            keyboard={!busy}
            mask={{ closable: false }}
            centered
            width={560}
            rootClassName="saved-dialog"
            footer={[
              <Button key="cancel" onClick={cancel} disabled={busy} data-testid="save-dialog-cancel">
                {t('saved.form.cancel')}
              </Button>,
              <Button
                key="submit"
                type="primary"
                htmlType="submit"
                form={formId}
                loading={busy}
                data-testid="save-dialog-submit"
              >
                {t(editing ? 'saved.form.update' : 'saved.form.save')}
              </Button>,
            ]}
          >
            <form
              id={formId}
              noValidate
              className="saved-form"
              data-testid="save-dialog"
              aria-busy={busy || undefined}
              onSubmit={(event) => {
                event.preventDefault();
                if (busy || submitting.current) return;
                submitting.current = true;
                void formik.submitForm().finally(() => {
                  submitting.current = false;
                });
              }}
            >
              <FocusFirstError order={FIELDS} />
              <FormField name="title" label={t('saved.form.title')}>
                {(control) => (
                  <Input
                    {...control}
                    dir="auto"
                    maxLength={SAVED_LIMITS.title}
                    placeholder={t('saved.form.titlePlaceholder')}
                    disabled={busy}
                    autoComplete="off"
                  />
                )}
              </FormField>
              <FormField name="tag" label={t('saved.form.tag')} hint={t('saved.form.tagHint')}>
                {(control) => (
                  <>
                    <Input
                      {...control}
                      dir="auto"
                      maxLength={SAVED_LIMITS.tag}
                      placeholder={t('saved.form.tagPlaceholder')}
                      disabled={busy}
                      autoComplete="off"
                      list={suggestions.length > 0 ? `${formId}-tags` : undefined}
                    />
                    {suggestions.length > 0 && (
                      <datalist id={`${formId}-tags`}>
                        {suggestions.map((tag) => (
                          <option key={tag} value={tag} />
                        ))}
                      </datalist>
                    )}
                  </>
                )}
              </FormField>
              <ColorField disabled={busy} />
              <FormField name="content" label={t('saved.form.content')}>
                {(control) => (
                  <Input.TextArea
                    {...control}
                    dir="auto"
                    autoSize={{ minRows: 4, maxRows: 10 }}
                    maxLength={SAVED_LIMITS.content}
                    disabled={busy}
                  />
                )}
              </FormField>
            </form>
          </Modal>
        );
      }}
    </Formik>
  );
}
