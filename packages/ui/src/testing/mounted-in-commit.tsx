import { useEffect, type ReactNode } from 'react';
import { expect, vi } from 'vitest';

/**
 * Both apps' shells (PortalApp.test.tsx, AccountApp.test.tsx): `onMounted` is told within the commit
 * that puts the app in the document, before that commit's passive effects run in a later task.
 * main.tsx gives focus back there to the twin of the pre-rendered page's focused control: told in a
 * later task, a key pressed in between (Enter on the skip link) found the body focused. `render`
 * renders the app with this `onMounted` and `before` in front of it, in the same commit.
 */
export function expectOnMountedWithinItsCommit(
  render: (onMounted: () => void, before: ReactNode) => void,
): void {
  const onMounted = vi.fn();
  const toldByTheEffects: boolean[] = [];
  function AnEffectOfTheSameCommit() {
    useEffect(() => {
      toldByTheEffects.push(onMounted.mock.calls.length === 1);
    }, []);
    return null;
  }
  render(onMounted, <AnEffectOfTheSameCommit />);
  expect(toldByTheEffects).toEqual([true]);
}
