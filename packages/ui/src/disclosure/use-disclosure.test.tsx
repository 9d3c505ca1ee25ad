import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDisclosure, type DisclosureOptions } from './use-disclosure.ts';

function Panel(options: DisclosureOptions) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const [rootRef, triggerProps] = useDisclosure(open, close, 'panel', options);
  return (
    <>
      <div ref={rootRef}>
        <button {...triggerProps} onClick={() => setOpen(!open)}>
          Ouvrir
        </button>
        <div id="panel" hidden={!open}>
          <input type="search" aria-label="Chercher" />
        </div>
      </div>
      <a href="/ailleurs">Ailleurs</a>
    </>
  );
}

const button = () => screen.getByRole('button', { name: 'Ouvrir' });

describe('useDisclosure', () => {
  it('names the panel its button controls and says whether it is shown', async () => {
    render(<Panel />);
    expect(button()).toHaveAttribute('aria-controls', 'panel');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape from inside and gives the focus back to the button', async () => {
    render(<Panel />);
    await userEvent.click(button());
    await userEvent.click(screen.getByRole('searchbox', { name: 'Chercher' }));
    await userEvent.keyboard('{Escape}');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveFocus();
  });

  it('leaves the first Escape to a search field with text, to clear itself', async () => {
    render(<Panel />);
    await userEvent.click(button());
    await userEvent.type(screen.getByRole('searchbox', { name: 'Chercher' }), 'Gaspé');
    await userEvent.keyboard('{Escape}');
    expect(button()).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays open on a click outside unless asked to close then', async () => {
    const { unmount } = render(<Panel />);
    await userEvent.click(button());
    await userEvent.click(document.body);
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    unmount();
    render(<Panel pressOutside />);
    await userEvent.click(button());
    await userEvent.click(document.body);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the focus leaves it, if asked', async () => {
    render(<Panel focusOut />);
    await userEvent.click(button());
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Ailleurs' })).toHaveFocus();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });
});
