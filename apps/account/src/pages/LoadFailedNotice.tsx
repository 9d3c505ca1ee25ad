export interface LoadFailedNoticeProps {
  message: string;
  retryLabel: string;
  onRetry(): void;
}

/** A page part that could not load: the error, read out at once (role=alert), and a button to try again. */
export function LoadFailedNotice({ message, retryLabel, onRetry }: LoadFailedNoticeProps) {
  return (
    <div className="notice notice-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
