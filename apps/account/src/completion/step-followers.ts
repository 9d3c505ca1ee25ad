/**
 * What follows a saved completion step: its analytics record, and the validation mail's site key
 * and provider address. One module that CompletionWizard loads with the step's save (its
 * loadStepSave), so that the wizard's first screen carries none of them; the modules themselves are
 * also other pages' (imported, not re-written here).
 */
export { pushAccountAnalytics } from '../analytics/account-analytics.ts';
export { siteKeyFor } from '../brand-site-keys.ts';
export { memberCenterB2CUrlPolicy } from '../callback/flow-url.ts';
