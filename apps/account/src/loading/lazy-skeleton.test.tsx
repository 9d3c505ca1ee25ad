import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazySkeleton, preloadSkeletons } from './lazy-skeleton.tsx';

function Screen({ search }: { search: string }) {
  return <h1>Chargement {search}</h1>;
}

describe('a loading screen loaded on demand', () => {
  it('renders at once, with its props, once preloaded', async () => {
    const Skeleton = lazySkeleton(() => Promise.resolve(Screen));
    await preloadSkeletons([Skeleton]);
    render(<Skeleton search="?a=1" />);
    expect(screen.getByRole('heading')).toHaveTextContent('Chargement ?a=1');
  });

  it('shows nothing until its code is there, then the screen', async () => {
    let arrive: (component: typeof Screen) => void = () => undefined;
    const Skeleton = lazySkeleton(() => new Promise((resolve) => (arrive = resolve)));
    render(<Skeleton search="" />);
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => arrive(Screen));
    expect(await screen.findByRole('heading')).toHaveTextContent('Chargement');
  });

  it('loads its code once however many times it is asked for', async () => {
    let loads = 0;
    const Skeleton = lazySkeleton(() => {
      loads += 1;
      return Promise.resolve(Screen);
    });
    await Promise.all([Skeleton.preload(), Skeleton.preload(), preloadSkeletons([Skeleton])]);
    expect(loads).toBe(1);
  });

  it('loads again after a failed load, and a preload does not fail for it', async () => {
    let loads = 0;
    const Skeleton = lazySkeleton(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('chunk')) : Promise.resolve(Screen);
    });
    await expect(preloadSkeletons([Skeleton, false, null])).resolves.toBeUndefined();
    await Skeleton.preload();
    expect(loads).toBe(2);
    render(<Skeleton search="" />);
    expect(screen.getByRole('heading')).toHaveTextContent('Chargement');
  });
});
