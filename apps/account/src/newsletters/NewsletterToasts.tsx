import { accountNewslettersMessages } from '@portail/ui';
import type { NewsletterLabels } from '@portail/contracts';
import type { Newsletter } from './newsletter-page.ts';
import { toastText, type SaveToast } from './newsletter-selection.ts';

const text = accountNewslettersMessages;

/**
 * The success toasts of a save: « abonné » and « désabonné » with the page's singular/plural labels
 * and counts, the newsletters named, the unsubscribe toaster link. The live region is in the page
 * before any toast, so that the toasts are announced.
 */
export function NewsletterToasts({
  toasts,
  labels,
  titleOf,
  unsubscribeLink,
  onDismiss,
}: {
  toasts: readonly SaveToast[];
  labels: NewsletterLabels;
  titleOf: (code: string) => Newsletter | undefined;
  unsubscribeLink: string | null;
  onDismiss: (id: number) => void;
}) {
  return (
    <div className="newsletter-toasts" role="status" aria-label={text.confirmations}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`newsletter-toast newsletter-toast-${toast.kind}`}>
          <div className="newsletter-toast-body">
            <p className="newsletter-toast-text" id={`toast-${toast.id}`}>
              {toastText(labels, toast)}
            </p>
            <ul className="newsletter-toast-list">
              {toast.codes.map((code) => {
                const newsletter = titleOf(code);
                return (
                  <li key={code} lang={newsletter?.lang.code} dir={newsletter?.lang.direction}>
                    {newsletter?.title ?? code}
                  </li>
                );
              })}
            </ul>
            {toast.kind === 'unsubscribed' && unsubscribeLink ? (
              <a href={unsubscribeLink} className="newsletter-toast-link">
                {text.unsubscribeLink}
              </a>
            ) : null}
          </div>
          <button
            type="button"
            className="button button-secondary newsletter-toast-close"
            aria-describedby={`toast-${toast.id}`}
            onClick={() => onDismiss(toast.id)}
          >
            {labels.closeButton}
          </button>
        </div>
      ))}
    </div>
  );
}
