// One dialog for naming and colouring: create a section (name + colour), create a folder inside a
// section or folder (name + colour), rename a node (name), change its colour (the five swatches).
// formik + zod through the shared form kit, as the chat's Save dialog: the name is required and at
// most 120 characters, a swatch is always chosen. It cannot be closed while it submits; success
// toasts ("Folder created", ...) and closes; an API error shows the API's own message and keeps
// what was typed.
import { useId, useMemo, useRef, useState } from 'react';
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
  createFolder,
  createSection,
  DEFAULT_COLORS,
  isMaterialColor,
  MATERIAL_COLORS,
  MATERIAL_LIMITS,
  updateNode,
  type MaterialColor,
  type MaterialNode,
} from './api';
import { localized } from './useUploads';

const error = (key: string) => `materials:dialog.errors.${key}`;

export const nodeSchema = z.object({
  name: z.string().trim().min(1, error('nameRequired')).max(MATERIAL_LIMITS.name, error('nameTooLong')),
  color: z.string().refine(isMaterialColor, error('colorRequired')),
});
const nameOnly = nodeSchema.pick({ name: true });
const colorOnly = nodeSchema.pick({ color: true });

export type NodeDialogMode =
  | { kind: 'create-section' }
  | { kind: 'create-folder'; parent: MaterialNode }
  | { kind: 'rename'; node: MaterialNode }
  | { kind: 'color'; node: MaterialNode };

interface Values {
  name: string;
  color: MaterialColor | '';
}

const FIELDS = ['name', 'color'] as const;

function ColorField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('materials');
  const formik = useFormikContext<Values>();
  const fieldError = useFieldError('color');
  return (
    <SwatchPicker
      name="color"
      legend={t('dialog.color')}
      colors={MATERIAL_COLORS}
      colorLabel={(color) => t(`colors.${COLOR_NAMES[color]}`)}
      className="materials-swatches"
      value={formik.values.color}
      onChange={(color) => {
        void formik.setFieldValue('color', color);
        void formik.setFieldTouched('color', true, false);
      }}
      error={fieldError}
      disabled={disabled}
      testId="node-dialog-color"
    />
  );
}

/** The key of the dialog's title. */
function titleKey(mode: NodeDialogMode): string {
  switch (mode.kind) {
    case 'create-section':
      return 'dialog.createSection';
    case 'create-folder':
      return 'dialog.createFolder';
    case 'rename':
      return `dialog.rename.${mode.node.kind}`;
    case 'color':
      return `dialog.recolor.${mode.node.kind}`;
  }
}

export interface NodeDialogProps {
  /** What the dialog does; null when closed. */
  mode: NodeDialogMode | null;
  onClose(): void;
  /** After the API answered (the page reads the tree again, opens and selects the node). */
  onDone(node: MaterialNode, mode: NodeDialogMode): void;
}

export function NodeDialog({ mode, onClose, onDone }: NodeDialogProps) {
  const { t } = useTranslation('materials');
  const { api } = useRemote();
  const formId = `node-form-${useId().replace(/:/g, '')}`;
  const submitting = useRef(false);
  // The last mode stays while the dialog fades out, so its text does not change as it closes.
  const [shown, setShown] = useState<NodeDialogMode | null>(mode);
  if (mode && mode !== shown) setShown(mode);
  const current = mode ?? shown;

  const initialValues = useMemo<Values>(() => {
    if (!current) return { name: '', color: '' };
    switch (current.kind) {
      case 'create-section':
        return { name: '', color: DEFAULT_COLORS.section };
      case 'create-folder':
        return { name: '', color: DEFAULT_COLORS.folder };
      case 'rename':
      case 'color':
        return { name: current.node.name, color: current.node.color };
    }
  }, [current]);

  const showName = current?.kind !== 'color';
  const showColor = current?.kind !== 'rename';
  const validate = useMemo(
    () => zodToFormik(showName && showColor ? nodeSchema : showName ? nameOnly : colorOnly),
    [showName, showColor],
  );

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    if (!mode) return;
    const name = values.name.replace(/\s+/g, ' ').trim();
    const color = values.color as MaterialColor;
    try {
      let node: MaterialNode;
      switch (mode.kind) {
        case 'create-section':
          node = await createSection(api, { name, color });
          toast.success(localized('toast.sectionCreated'));
          break;
        case 'create-folder':
          node = await createFolder(api, { name, color, parentId: mode.parent._id });
          toast.success('toast.folderCreated');
          break;
        case 'rename':
          node = name === mode.node.name ? mode.node : await updateNode(api, mode.node._id, { name });
          toast.success(localized('toast.renamed'));
          break;
        case 'color':
          node = color === mode.node.color ? mode.node : await updateNode(api, mode.node._id, { color });
          toast.success(localized('toast.recolored'));
          break;
      }
      helpers.resetForm();
      onDone(node, mode);
      onClose();
    } catch (err) {
      // A 401 ends the session (the shell takes the student to sign in): nothing to say here.
      if (err instanceof ApiError && err.status === 401) return;
      helpers.setStatus({ serverErrors: serverFieldErrors(err) } satisfies FormStatus);
      toast.error(err instanceof ApiError ? err.text : GENERIC_ERROR);
    }
  };

  const parentName = current?.kind === 'create-folder' ? current.parent.name : null;
  const nameLabel =
    current?.kind === 'create-section'
      ? t('dialog.sectionName')
      : current?.kind === 'create-folder'
        ? t('dialog.folderName')
        : t('dialog.name');

  return (
    <Formik<Values>
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
            open={mode !== null}
            title={current ? t(titleKey(current)) : ''}
            onCancel={cancel}
            closable={!busy}
            keyboard={!busy}
            mask={{ closable: false }}
            centered
            width={480}
            rootClassName="materials-dialog"
            destroyOnHidden
            footer={[
              <Button key="cancel" onClick={cancel} disabled={busy} data-testid="node-dialog-cancel">
                {t('dialog.cancel')}
              </Button>,
              <Button
                key="submit"
                type="primary"
                htmlType="submit"
                form={formId}
                loading={busy}
                data-testid="node-dialog-submit"
              >
                {current?.kind === 'create-section' || current?.kind === 'create-folder'
                  ? t('dialog.create')
                  : t('dialog.save')}
              </Button>,
            ]}
          >
            <form
              id={formId}
              noValidate
              className="materials-form"
              data-testid="node-dialog"
              data-mode={current?.kind}
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
              {current?.kind === 'create-section' && (
                <p className="materials-form__intro">{t('dialog.sectionIntro')}</p>
              )}
              {parentName !== null && (
                <p className="materials-form__intro" data-testid="node-dialog-parent">
                  {t('dialog.folderIn', { name: `\u2068${parentName}\u2069` })}
                </p>
              )}
              <FocusFirstError order={FIELDS} />
              {showName && (
                <FormField name="name" label={nameLabel}>
                  {(control) => (
                    <Input
                      {...control}
                      dir="auto"
                      maxLength={MATERIAL_LIMITS.name}
                      placeholder={
                        current?.kind === 'create-section'
                          ? t('dialog.sectionPlaceholder')
                          : current?.kind === 'create-folder'
                            ? t('dialog.folderPlaceholder')
                            : undefined
                      }
                      disabled={busy}
                      autoComplete="off"
                      autoFocus
                    />
                  )}
                </FormField>
              )}
              {showColor && <ColorField disabled={busy} />}
            </form>
          </Modal>
        );
      }}
    </Formik>
  );
}
