import { useEffect, useRef } from 'react';
import { messages } from '../messages.ts';

/**
 * What a page shows instead of a blank screen when its code failed to load or to render: a heading
 * that takes focus (screen readers hear what happened), the reason in plain French and « Réessayer »,
 * which loads the page again.
 */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="app-error container">
      <h1 ref={heading} tabIndex={-1}>
        {messages.appError.title}
      </h1>
      <p>{messages.appError.text}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {messages.appError.retry}
      </button>
    </div>
  );
}
