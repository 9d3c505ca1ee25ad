import { lazy, Suspense, useState, type ComponentType } from 'react';

/** A component whose code is a chunk of its own, and how to have it loaded beforehand. */
export type Preloadable<P> = ComponentType<P> & {
  /** Loads its code (once; again after a failed load): resolved when the component renders at once. */
  preload(): Promise<unknown>;
};

/**
 * A component loaded on demand that renders at once, without suspending, once its code is there
 * (React's lazy suspends at its first render even when its chunk has long arrived). Rendered before
 * its code is there, it suspends: the Suspense around it shows its fallback (a page: its loading
 * screen), or with `alone` it shows nothing until the code is there (a loading screen). A failed load
 * is the error boundary's.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { alone = false }: { alone?: boolean } = {},
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Pending = lazy(() => preload().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    // Chosen once for the life of this element: a page that rendered before its code arrived keeps
    // the tree it mounted (the lazy one), or the next render would mount it anew and lose its state.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    if (!alone) return <Pending {...props} />;
    return (
      <Suspense fallback={null}>
        <Pending {...props} />
      </Suspense>
    );
  }
  return Object.assign(Preloaded, { preload });
}

/** Loads the code of these components that are chunks of their own (a failed load is retried at render). */
export function preloadComponents(components: readonly unknown[]): Promise<void> {
  const loads = components.map((component) =>
    typeof component === 'function' && 'preload' in component
      ? (component as Preloadable<object>).preload().catch(() => undefined)
      : undefined,
  );
  return Promise.all(loads).then(() => undefined);
}
