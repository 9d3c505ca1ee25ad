import { lazy, Suspense, type ComponentType } from 'react';

type SkeletonProps = { search: string };

/** A page's loading screen whose code is a chunk of its own, and how to have it loaded beforehand. */
export type LazySkeleton = ComponentType<SkeletonProps> & {
  /** Loads its code (once; again after a failed load): resolved when the screen renders at once. */
  preload(): Promise<unknown>;
};

/**
 * The loading screen of a page other than "/" (size budget: not in the first script of every
 * page). main.tsx loads the current page's one before the first render, whose markup must be the
 * pre-rendered page's, and the others once the page is idle, so that a page opened from the menu
 * shows its loading screen at once as before; were it not yet loaded, nothing shows until it is.
 */
export function lazySkeleton(load: () => Promise<ComponentType<SkeletonProps>>): LazySkeleton {
  let loaded: ComponentType<SkeletonProps> | null = null;
  let loading: Promise<ComponentType<SkeletonProps>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  // Rendered before its code is there (a page opened from the menu before the page was idle).
  const Pending = lazy(() => preload().then((component) => ({ default: component })));
  function Skeleton(props: SkeletonProps) {
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    return (
      <Suspense fallback={null}>
        <Pending {...props} />
      </Suspense>
    );
  }
  return Object.assign(Skeleton, { preload });
}

/** Loads the loading screens of these pages that have one of their own (a failed load is retried at render). */
export function preloadSkeletons(skeletons: readonly unknown[]): Promise<void> {
  const loads = skeletons.map((skeleton) =>
    typeof skeleton === 'function' && 'preload' in skeleton
      ? (skeleton as LazySkeleton).preload().catch(() => undefined)
      : undefined,
  );
  return Promise.all(loads).then(() => undefined);
}
