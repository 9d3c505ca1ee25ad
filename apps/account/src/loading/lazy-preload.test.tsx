import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-preload.tsx';

/** A page with state of its own: the step a member has reached. */
function Steps({ label }: { label: string }) {
  const [step, setStep] = useState(1);
  return (
    <button type="button" onClick={() => setStep((current) => current + 1)}>
      {label} {step}
    </button>
  );
}

describe('a component loaded on demand', () => {
  it('shows the fallback of the Suspense around it while its code loads (a page: its loading screen)', async () => {
    let arrive: (component: typeof Steps) => void = () => undefined;
    const Page = lazyWithPreload(() => new Promise<typeof Steps>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>Chargement de la page</p>}>
        <Page label="Étape" />
      </Suspense>,
    );
    expect(screen.getByText('Chargement de la page')).toBeInTheDocument();
    await act(async () => arrive(Steps));
    expect(await screen.findByRole('button')).toHaveTextContent('Étape 1');
    expect(screen.queryByText('Chargement de la page')).toBeNull();
  });

  it('keeps its state when rendered again after its code arrived while it was on screen', async () => {
    // Shown alone (a loading screen), the wrapper is on screen while its code loads; rendered again
    // once it is there, it must keep the tree it mounted. (A page's wrapper suspends with it, and
    // React renders it anew once the code is there.)
    let arrive: (component: typeof Steps) => void = () => undefined;
    const Page = lazyWithPreload(() => new Promise<typeof Steps>((resolve) => (arrive = resolve)), {
      alone: true,
    });
    const view = render(
      <Suspense fallback={null}>
        <Page label="Étape" />
      </Suspense>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    await act(async () => arrive(Steps));
    await userEvent.click(await screen.findByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Étape 2');
    // A new profile, a new address: the page renders again with new props.
    view.rerender(
      <Suspense fallback={null}>
        <Page label="Stade" />
      </Suspense>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Stade 2');
  });
});
