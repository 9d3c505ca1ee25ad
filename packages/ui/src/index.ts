export { messages, type Messages } from './messages.fr.ts';
export { formatMessage } from './format.ts';
export { SkipLink } from './SkipLink.tsx';
export { SiteFooter } from './SiteFooter.tsx';
