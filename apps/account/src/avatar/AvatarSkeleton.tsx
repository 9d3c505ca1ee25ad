import { accountAvatarMessages } from '@portail/ui';
import { PageSkeleton, SkeletonButton } from '../loading/Skeleton.tsx';

const text = accountAvatarMessages;

/**
 * /avatar while the member loads (and while its page's code loads): the heading, an empty circle of
 * the photo's size, the file field's label and hint and a box of its size, the upload button's place.
 */
export function AvatarSkeleton() {
  return (
    <PageSkeleton>
      <h1>{text.heading}</h1>
      <div className="avatar-layout" aria-hidden="true">
        <div className="avatar-figure">
          <span className="avatar-empty" />
        </div>
        <div className="avatar-form">
          <div className="field">
            <span className="field-label">{text.choose}</span>
            <p className="field-hint">{text.chooseHint}</p>
            <span className="skeleton-box skeleton-file" />
          </div>
          <SkeletonButton label={text.upload} />
        </div>
      </div>
    </PageSkeleton>
  );
}
