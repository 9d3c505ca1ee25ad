/**
 * The catalogue as one value, `messages.section.key`. It is the namespace of messages.fr.ts, not an
 * object literal: bundlers resolve `messages.site` to the `site` export at build time and leave out
 * the sections nothing reads. Destructuring the namespace or passing it whole keeps every section.
 */
import * as messages from './messages.fr.ts';

export { messages };
