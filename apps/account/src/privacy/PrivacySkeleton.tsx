import { messages } from '@portail/ui';
import { PageSkeleton, SkeletonButton, SkeletonLine } from '../loading/Skeleton.tsx';
import './privacy.css';

const text = messages.privacy;

/** What is always sent, whatever the choice: the same on the loading screen and the page. */
export function PrivacyRequired() {
  return (
    <section className="account-section" aria-labelledby="confidentialite-requis">
      <h2 id="confidentialite-requis">{text.requiredHeading}</h2>
      <p>{text.requiredIntro}</p>
      <ul className="privacy-required">
        {text.requiredItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The choices while they load: the two measures' labels and help, their boxes grey. */
export function PrivacySkeletonSections() {
  return (
    <section className="account-section" aria-labelledby="confidentialite-choix">
      <h2 id="confidentialite-choix">{text.choicesHeading}</h2>
      <div aria-hidden="true">
        {[
          [text.analyticsLabel, text.analyticsHelp],
          [text.performanceLabel, text.performanceHelp],
        ].map(([label, help]) => (
          <div className="privacy-choice" key={label}>
            <span className="privacy-checkbox skeleton-box" />
            <span className="privacy-choice-label">
              {label}
              <span className="privacy-choice-state">
                <SkeletonLine short />
              </span>
            </span>
            <p className="privacy-choice-help">{help}</p>
          </div>
        ))}
        <SkeletonButton label={text.save} />
      </div>
    </section>
  );
}

/** /confidentialite while the member loads: the heading, the lead, the choices as placeholders. */
export function PrivacySkeleton() {
  return (
    <PageSkeleton>
      <h1>{text.title}</h1>
      <p className="account-lead">{text.lead}</p>
      <PrivacySkeletonSections />
    </PageSkeleton>
  );
}
