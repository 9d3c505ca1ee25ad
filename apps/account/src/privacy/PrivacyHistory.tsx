import { useId } from 'react';
import type { PrivacyChange } from '@portail/contracts';
import { privacyMessages } from '@portail/ui';

const text = privacyMessages;
const dateFormat = new Intl.DateTimeFormat('fr-CA', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Toronto',
});

/** Every change of the member's choice, newest first, as a table with a caption (issue 32 item 5). */
export function PrivacyHistory({ history }: { history: readonly PrivacyChange[] }) {
  const id = useId();
  const yesNo = (value: boolean) => (value ? text.yes : text.no);
  return (
    <section className="account-section" aria-labelledby={`${id}-history`}>
      <h2 id={`${id}-history`}>{text.historyHeading}</h2>
      {history.length === 0 ? (
        <p>{text.historyEmpty}</p>
      ) : (
        <div className="privacy-history-scroll">
          <table className="privacy-history">
            <caption>{text.historyCaption}</caption>
            <thead className="visually-hidden-on-phone">
              <tr>
                <th scope="col">{text.historyDate}</th>
                <th scope="col">{text.historyAnalytics}</th>
                <th scope="col">{text.historyPerformance}</th>
                <th scope="col">{text.historyGpc}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((change, index) => (
                <tr key={`${change.changedAt}-${index}`}>
                  <th scope="row">
                    <time dateTime={change.changedAt}>{dateFormat.format(new Date(change.changedAt))}</time>
                  </th>
                  <td data-label={text.historyAnalytics}>{yesNo(change.analytics)}</td>
                  <td data-label={text.historyPerformance}>{yesNo(change.performance)}</td>
                  <td data-label={text.historyGpc}>{yesNo(change.gpc)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
