import { accountPrivacySkeletonMessages as text, messages } from '@portail/ui';
import { PageSkeleton, SkeletonButton, SkeletonLine } from '../loading/Skeleton.tsx';

/**
 * The choices while they load: the section's heading, each measure's box, label and help as grey
 * lines. Its words load with it (accountPrivacySkeletonMessages), not the `privacy` section, which
 * loads with the page.
 */
export function PrivacySkeletonSections() {
  return (
    <section className="account-section" aria-labelledby="confidentialite-choix">
      <h2 id="confidentialite-choix">{text.choicesHeading}</h2>
      <div aria-hidden="true">
        {[0, 1].map((key) => (
          <div className="privacy-choice" key={key}>
            <span className="privacy-checkbox skeleton-box" />
            <span className="privacy-choice-label">
              <SkeletonLine short />
            </span>
            <p className="privacy-choice-help">
              <SkeletonLine />
              <SkeletonLine short />
            </p>
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
      <h1>{messages.privacyTitle}</h1>
      <p className="account-lead">{text.lead}</p>
      <PrivacySkeletonSections />
    </PageSkeleton>
  );
}
