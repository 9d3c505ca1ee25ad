export { messages } from './messages.ts';
export { offlineNotice, offlineSaveKept } from './messages.fr.ts';
export { formatMessage } from './format.ts';
export { accountCompletionMessages } from './account-completion-messages.fr.ts';
export { accountReturnMessages } from './account-return-messages.fr.ts';
export { accountNewslettersMessages } from './account-newsletters-messages.fr.ts';
export { accountSettingsMessages } from './account-settings-messages.fr.ts';
export { accountSecurityMessages } from './account-security-messages.fr.ts';
export { accountAvatarMessages } from './account-avatar-messages.fr.ts';
export { privacyMessages } from './privacy-messages.fr.ts';
export { scheduledDeletionMessages } from './scheduled-deletion-messages.fr.ts';
export { accountSessionMessages } from './account-session-messages.fr.ts';
export { accountPrivacySkeletonMessages } from './account-privacy-skeleton-messages.fr.ts';
export { notificationsMessages } from './notifications-messages.fr.ts';
export { audioMessages } from './audio-messages.fr.ts';
export { playerMessages } from './player-messages.fr.ts';
export { SkipLink } from './SkipLink.tsx';
export { SiteFooter } from './SiteFooter.tsx';
export { Lightbox } from './lightbox/Lightbox.tsx';
export {
  createLightboxController,
  SCROLL_LOCK_CLASS,
  type LightboxState,
  type LightboxController,
} from './lightbox/lightbox-store.ts';
export { StatusBar } from './status-bar/StatusBar.tsx';
export {
  StatusType,
  STATUS_MESSAGE_DISPLAY_MS,
  createStatusBarController,
  type StatusMessage,
  type StatusBarController,
} from './status-bar/status-bar-store.ts';
export { TextField } from './fields/TextField.tsx';
export { Select } from './fields/Select.tsx';
export { RadioGroup } from './fields/RadioGroup.tsx';
export { PasswordField } from './fields/PasswordField.tsx';
export { ErrorSummary, type SummaryError } from './fields/ErrorSummary.tsx';
export {
  useDisclosure,
  type DisclosureOptions,
  type DisclosureTriggerProps,
} from './disclosure/use-disclosure.ts';
export { carryOverAcrossSwap } from './prerendered-swap.ts';
export { DocumentHead } from './document-head/DocumentHead.tsx';
export { HTML_PAGE_HEAD_SELECTOR, type HeadTag } from './document-head/head-reconcile.ts';
export { AppErrorBoundary, LEFT_ALONE_MS } from './app-error/AppErrorBoundary.tsx';
export { ErrorScreen } from './app-error/ErrorScreen.tsx';
export { isChunkLoadError } from './app-error/chunk-error.ts';
export { AUTOMATIC_RELOAD_KEY, browserMarkStorage, takeAutomaticReload } from './app-error/reload-guard.ts';
export { createPageLeaving, pageLeaving, type PageLeaving } from './app-error/page-leaving.ts';
export { whenIdle } from './when-idle.ts';
// A sign-in press whose code could not load (h/signfail)
export { signInUnavailable } from './sign-in-unavailable-messages.fr.ts';
// Texts of the `account` section that only on-demand screens show (h/room)
export { accountStaffMessages } from './account-staff-messages.fr.ts';
export { accountLightboxMessages } from './account-lightbox-messages.fr.ts';
export { accountSignInFailedMessages } from './account-sign-in-failed-messages.fr.ts';
// The region picker's form texts, loaded with the form (h/room)
export { regionFormMessages } from './region-form-messages.fr.ts';
