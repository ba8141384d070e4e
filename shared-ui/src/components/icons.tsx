// The core icons, under the path that NotificationsDropdown and PasswordChecklist import them
// from. The set itself is in ../icons/ (core.tsx here, extra.tsx in `@nibras/shared-ui/extra`).
export * from '../icons/core';
