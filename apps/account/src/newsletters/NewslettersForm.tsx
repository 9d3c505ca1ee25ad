import { useReducer, useRef, type FormEvent } from 'react';
import { accountNewslettersMessages, formatMessage, offlineSaveKept, StatusType } from '@portail/ui';
import { useAccount } from '../context.ts';
import type { MemberProfile } from '../member/member-profile.ts';
import type { NewslettersApi } from './newsletters-api.ts';
import type { Newsletter, NewslettersPage as PageModel } from './newsletter-page.ts';
import {
  countLabel,
  initialSelection,
  newsletterSelectionReducer,
  pendingChange,
} from './newsletter-selection.ts';
import { NewsletterToasts } from './NewsletterToasts.tsx';
import type * as SaveChoicesModule from './save-choices.ts';

const text = accountNewslettersMessages;

/** The save's code (save-choices.ts), loaded with the first change of a choice or the first save. */
let saveCode: Promise<typeof SaveChoicesModule> | null = null;
const loadSaveChoices = () =>
  (saveCode ??= import('./save-choices.ts').catch((error: unknown) => {
    saveCode = null;
    throw error;
  }));

function NewsletterItem({
  newsletter,
  checked,
  onToggle,
}: {
  newsletter: Newsletter;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const id = `infolettre-${newsletter.norahCode}`;
  const describedBy = [`${id}-lead`, newsletter.hasDisclaimer ? `${id}-avis` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <li className="newsletter-item" lang={newsletter.lang.code} dir={newsletter.lang.direction}>
      <input
        type="checkbox"
        id={id}
        className="newsletter-checkbox"
        checked={checked}
        aria-describedby={describedBy}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <div className="newsletter-body">
        <label htmlFor={id} className="newsletter-title">
          {newsletter.title}
        </label>
        <p id={`${id}-lead`} className="newsletter-lead">
          {newsletter.lead}
        </p>
        {newsletter.hasDisclaimer ? (
          <p id={`${id}-avis`} className="newsletter-disclaimer" lang="fr-CA" dir="ltr">
            {text.disclaimer}
          </p>
        ) : null}
        {newsletter.lastNewsletterLink ? (
          <a className="newsletter-last-issue" href={newsletter.lastNewsletterLink} lang="fr-CA" dir="ltr">
            {text.lastIssue}
            <span className="visually-hidden">
              {' '}
              <span lang={newsletter.lang.code}>
                {formatMessage(text.lastIssueOf, { title: newsletter.title })}
              </span>
            </span>
          </a>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The member's choices (current newsletters, the categories' checkboxes, the save and its toasts), once
 * the page's data are in. Its code is a chunk of its own that NewslettersPage.tsx loads beside its
 * data request (size budget: not in the page's first chunk).
 */
export function NewslettersForm({
  page,
  profile,
  api,
}: {
  page: PageModel;
  profile: MemberProfile;
  api: NewslettersApi;
}) {
  const { config, statusBar } = useAccount();
  const { data } = page;
  const { labels } = data;
  const [state, dispatch] = useReducer(
    newsletterSelectionReducer,
    data.currentNewslettersSubscriptions,
    initialSelection,
  );
  const toastIds = useRef(0);
  const byCode = new Map(
    data.categories.flatMap((category) => category.newsletters).map((n) => [n.norahCode, n]),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.loading) return;
    const { added, removed } = pendingChange(state);
    if (added.length === 0 && removed.length === 0) {
      statusBar.show({ statusText: text.noChanges, statusType: StatusType.info });
      return;
    }
    statusBar.clear();
    dispatch({ type: 'newsletters/saving' });
    const outcome = await loadSaveChoices().then(
      ({ saveChoices }) =>
        saveChoices({
          api,
          change: { subscribeCodes: added, unsubscribeCodes: removed, email: profile.email },
          analyticsSink: config.deployment.telemetry.analytics,
          metric: page.metric,
        }),
      // Its code did not load: nothing was sent, the choices stay, the page's error says so.
      () => ({ saved: false, offline: false }) as const,
    );
    if (!outcome.saved) {
      dispatch({ type: 'newsletters/failed', offline: outcome.offline });
      return;
    }
    toastIds.current += 2;
    dispatch({
      type: 'newsletters/saved',
      added,
      removed,
      toastIds: [toastIds.current - 1, toastIds.current],
    });
  };

  const visibleToasts = state.toasts.filter((toast) =>
    toast.kind === 'subscribed'
      ? data.hasSubscribeConfirmationToaster
      : data.hasUnsubscribeConfirmationToaster,
  );
  const selectedCount = state.selected.size;

  return (
    <>
      <NewsletterToasts
        toasts={visibleToasts}
        labels={labels}
        titleOf={(code) => byCode.get(code)}
        unsubscribeLink={data.unsubscribeToasterLink}
        onDismiss={(id) => dispatch({ type: 'newsletters/dismissToast', id })}
      />
      <section className="account-section newsletter-current" aria-labelledby="infolettres-actuelles">
        <h2 id="infolettres-actuelles">{text.current}</h2>
        {state.subscribed.length === 0 ? (
          <p className="newsletter-none">{labels.noSubscription}</p>
        ) : (
          <ul className="newsletter-current-list">
            {state.subscribed.map((code) => {
              const item = byCode.get(code);
              return (
                <li key={code} lang={item?.lang.code} dir={item?.lang.direction}>
                  {item?.title ?? code}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <form className="newsletter-form" noValidate onSubmit={onSubmit} aria-labelledby="infolettres-choix">
        <h2 id="infolettres-choix">{text.choose}</h2>
        <div role="alert" className="newsletter-error-region">
          {state.hasError ? (
            <p className="notice notice-error">
              {state.failedOffline ? offlineSaveKept : labels.errorMessage}
            </p>
          ) : null}
        </div>
        {data.categories.map((category, index) => (
          <fieldset className="newsletter-category" key={category.title}>
            <legend>
              <h3 id={`categorie-${index}`}>{category.title}</h3>
            </legend>
            <ul className="newsletter-list">
              {category.newsletters.map((newsletter) => (
                <NewsletterItem
                  key={newsletter.norahCode}
                  newsletter={newsletter}
                  checked={state.selected.has(newsletter.norahCode)}
                  onToggle={(checked) => {
                    dispatch({ type: 'newsletters/toggle', code: newsletter.norahCode, checked });
                    void loadSaveChoices().catch(() => undefined);
                  }}
                />
              ))}
            </ul>
          </fieldset>
        ))}
        <p className="newsletter-legal">{labels.legalDisclaimer}</p>
        <div className="newsletter-actions">
          <p id="infolettres-compteur" className="newsletter-counter" aria-live="polite">
            {countLabel(labels.counterSingular, labels.counterPlural, selectedCount)}
          </p>
          <button
            type="submit"
            className="button button-primary"
            aria-disabled={state.loading || undefined}
            aria-describedby="infolettres-compteur"
          >
            {state.loading ? text.saving : labels.saveButton}
          </button>
        </div>
      </form>
    </>
  );
}
