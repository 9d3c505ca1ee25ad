import type { ComponentType } from 'react';
import { lazyWithPreload, preloadComponents, type Preloadable } from './lazy-preload.tsx';

type SkeletonProps = { search: string };

/** A page's loading screen whose code is a chunk of its own, and how to have it loaded beforehand. */
export type LazySkeleton = Preloadable<SkeletonProps>;

/**
 * The loading screen of a page other than "/" (size budget: not in the first script of every
 * page). main.tsx loads the current page's one before the first render, whose markup must be the
 * pre-rendered page's, and the others once the page is idle, so that a page opened from the menu
 * shows its loading screen at once as before; were it not yet loaded, nothing shows until it is.
 */
export function lazySkeleton(load: () => Promise<ComponentType<SkeletonProps>>): LazySkeleton {
  return lazyWithPreload(load, { alone: true });
}

/** Loads the loading screens of these pages that have one of their own (a failed load is retried at render). */
export function preloadSkeletons(skeletons: readonly unknown[]): Promise<void> {
  return preloadComponents(skeletons);
}
