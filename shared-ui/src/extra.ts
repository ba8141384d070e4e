// @nibras/shared-ui/extra: the second shared singleton of the design system. What the first page
// of a visit does not need (form controls and the form kit, menus, dialogs, pop-ups, the navbar's
// notifications dropdown, the signed-in pages' icons, the placeholder pages, the standalone
// harness) lives here, so that the public pages download only `@nibras/shared-ui` (index.ts).
// Import from here in code that loads after the first page: signed-in pages, lazy pages, the
// signed-in navbar's dropdowns, standalone bootstraps.
// The shell provides it like the main entry, so every antd module still exists once.
export * from './ui-extra';
export {
  NotificationsDropdown,
  type NotificationsDropdownProps,
  type NotificationsGate,
} from './notifications/NotificationsDropdown';
export { PlaceholderPage, type PlaceholderPageProps } from './components/PlaceholderPage';
export { mountStandalone, FAKE_USER, type StandaloneOptions } from './harness/mountStandalone';
export * from './icons/extra';
// formik through the shared entry: the form kit's fields read the form's context, so the <Formik>
// around them must be the same formik module (an app's own bundled copy would give them none).
export {
  Formik,
  getIn,
  useFormikContext,
  type FormikErrors,
  type FormikHelpers,
  type FormikProps,
} from 'formik';
export {
  FormField,
  FocusFirstError,
  useFieldError,
  type FieldControlProps,
  type FormFieldProps,
} from './forms/FormField';
export { ChoiceCards, ChoiceCardsField, type Choice, type ChoiceCardsProps } from './forms/ChoiceCards';
export { SpeedControl, type SpeedControlProps } from './forms/SpeedControl';
export { SwatchPicker, type SwatchPickerProps } from './forms/SwatchPicker';
export { ConfirmDialog, type ConfirmDialogProps } from './overlays/ConfirmDialog';
export {
  GRADES,
  UNIVERSITY_YEARS,
  TTS_SPEED,
  gradeLevelOf,
  onboardingAnswersOf,
  type LearningAnswerValues,
} from './forms/learning';
// The form helpers: only forms use them, and no first page has a form.
export * from './forms/password';
export {
  zodToFormik,
  issuesToFormikErrors,
  issueKey,
  REQUIRED_KEY,
  INVALID_KEY,
  type IssueLike,
} from './forms/zodToFormik';
export { PasswordChecklist, type PasswordChecklistProps } from './forms/PasswordChecklist';
export { serverFieldErrors, type FormStatus } from './forms/serverErrors';
// Picking and cropping pictures: only signed-in pages (the chat, the settings) take pictures.
export {
  checkImageFile,
  cropToPngFile,
  naturalCrop,
  type CropOutput,
  type CropRect,
  type ImageCheck,
  type ImageRule,
} from './images/crop';
