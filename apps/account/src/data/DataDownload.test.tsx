import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, renderProfilePage } from '../testing/fakes.tsx';

describe('DataDownload', () => {
  it('downloads the fresh profile, subscriptions and regions as a JSON file', async () => {
    const clicks: { name: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ name: this.download, href: this.href });
    });
    URL.createObjectURL ??= () => 'blob:data';
    URL.revokeObjectURL ??= () => undefined;
    const { api } = await renderProfilePage();
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.name).toBe('mes-donnees-portail-2026-06-15.json');
    expect(api.getProfile).toHaveBeenCalledTimes(2);
    click.mockRestore();
  });

  it('shows a failure in the status bar', async () => {
    const api = fakeApi();
    await renderProfilePage(api);
    api.getProfile.mockRejectedValueOnce(apiError(503, 'Indisponible'));
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    expect(await screen.findByText('Indisponible')).toBeInTheDocument();
  });
});
