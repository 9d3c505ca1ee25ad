import { accountCompletionMessages, messages } from '@portail/ui';
import { PageSkeleton, SkeletonButton, SkeletonField, SkeletonLine } from '../loading/Skeleton.tsx';

const text = accountCompletionMessages;
const profileText = messages.account.profile;

/**
 * /completion while the member loads: the wizard at its first step, as it always opens (heading,
 * notice, « Vos nom et prénom » with its two fields' places). The step list and the step count
 * depend on the member (one more step when their address is not verified): placeholders.
 */
export function CompletionSkeleton() {
  return (
    <PageSkeleton>
      <div className="completion">
        <h1>{text.heading}</h1>
        <div aria-hidden="true">
          <p className="notice notice-info">{messages.status.profileIncomplete}</p>
          {/* The step list: how many steps depends on the member (their address verified or not). */}
          <div className="skeleton-steps" />
        </div>
        <section className="completion-card" aria-labelledby="completion-step-title">
          <p className="completion-progress" aria-hidden="true">
            <SkeletonLine short />
          </p>
          <h2 id="completion-step-title">{text.stepTitles.NAMES}</h2>
          <div aria-hidden="true">
            <p className="completion-hint">{text.stepHints.NAMES}</p>
            <div className="form-row">
              <SkeletonField label={profileText.firstName} />
              <SkeletonField label={profileText.lastName} />
            </div>
            <div className="completion-actions">
              <SkeletonButton label={text.next} />
            </div>
          </div>
        </section>
      </div>
    </PageSkeleton>
  );
}
