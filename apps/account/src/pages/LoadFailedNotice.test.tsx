import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailedNotice } from './LoadFailedNotice.tsx';

describe('LoadFailedNotice', () => {
  it('reads the error out at once and tries again on its button', async () => {
    const onRetry = vi.fn();
    render(<LoadFailedNotice message="Impossible de charger." retryLabel="Réessayer" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
