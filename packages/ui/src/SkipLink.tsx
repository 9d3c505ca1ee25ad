import { messages } from './messages.ts';

/** The first tabbable element of every page: jumps over the header to the main content. */
export function SkipLink({ target = 'contenu' }: { target?: string }) {
  return (
    <a className="skip-link" href={`#${target}`}>
      {messages.site.skipToContent}
    </a>
  );
}
