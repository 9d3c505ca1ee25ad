export { messages, type Messages } from './messages.ts';
export { offlineNotice, offlineSaveKept } from './messages.fr.ts';
export { formatMessage } from './format.ts';
export { SkipLink } from './SkipLink.tsx';
export { SiteFooter, type FooterLink } from './SiteFooter.tsx';
export { Lightbox, type LightboxProps } from './lightbox/Lightbox.tsx';
export {
  createLightboxController,
  SCROLL_LOCK_CLASS,
  type LightboxState,
  type LightboxController,
} from './lightbox/lightboxStore.ts';
export { StatusBar, isAssertive } from './status-bar/StatusBar.tsx';
export {
  StatusType,
  STATUS_MESSAGE_DISPLAY_MS,
  statusBarReducer,
  createStatusBarController,
  type StatusMessage,
  type StatusBarAction,
  type StatusBarController,
} from './status-bar/statusBarStore.ts';
export { TextField, type TextFieldProps } from './fields/TextField.tsx';
export { Select, type SelectProps, type SelectOption } from './fields/Select.tsx';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './fields/RadioGroup.tsx';
export { PasswordField, type PasswordFieldProps } from './fields/PasswordField.tsx';
export { ErrorSummary, type ErrorSummaryProps, type SummaryError } from './fields/ErrorSummary.tsx';
export { carryOverAcrossSwap } from './prerendered-swap.ts';
export { AppErrorBoundary, type AppErrorBoundaryProps } from './app-error/AppErrorBoundary.tsx';
export { ErrorScreen } from './app-error/ErrorScreen.tsx';
export { isChunkLoadError } from './app-error/chunk-error.ts';
export {
  AUTOMATIC_RELOAD_KEY,
  AUTOMATIC_RELOAD_GAP_MS,
  browserMarkStorage,
  takeAutomaticReload,
} from './app-error/reload-guard.ts';
