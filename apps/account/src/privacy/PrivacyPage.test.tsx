import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrivacyState } from '@portail/contracts';
import { findLoadedHeading, renderAccount } from '../testing/fakes.tsx';

const never: PrivacyState = { choices: { analytics: false, performance: false }, chosen: false, history: [] };

let answers: (() => Response)[];
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  answers = [];
  fetchMock = vi.fn<typeof fetch>(async () => (answers.shift() ?? (() => Response.json(never)))());
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Confidentialité (/confidentialite)', () => {
  it('shows both measures off for a member who never chose, what is always sent, and an empty history', async () => {
    renderAccount('/confidentialite');
    await findLoadedHeading('Confidentialité');
    expect(await screen.findByRole('checkbox', { name: /Mesure d’audience/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Mesure de performance/ })).not.toBeChecked();
    expect(
      screen.getByText('Vous n’avez pas encore fait de choix : les deux mesures sont désactivées.'),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Toujours transmis : ce qui fait fonctionner le service' }),
    ).toBeVisible();
    expect(screen.getByText('Aucun choix enregistré pour l’instant.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Mesure d’audience/ })).toHaveAccessibleDescription(
      /Les pages que vous consultez/,
    );
    expect(screen.getByRole('link', { name: 'Confidentialité' })).toHaveAttribute('aria-current', 'page');
  });

  it('saves the choice with the member’s token and the GPC signal, then shows it in the dated history', async () => {
    answers.push(() => Response.json(never));
    answers.push(() =>
      Response.json({
        choices: { analytics: true, performance: false },
        chosen: true,
        history: [{ analytics: true, performance: false, gpc: false, changedAt: '2026-06-15T16:00:00.000Z' }],
      }),
    );
    renderAccount('/confidentialite');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Mesure d’audience/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(
      await screen.findByText(
        'Vos choix sont enregistrés. Ils s’appliquent sur tous vos appareils connectés à votre compte.',
      ),
    ).toBeVisible();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toMatch(/\/id\/v3\/accounts\/me\/confidentialite$/);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ analytics: true, performance: false, gpc: false });
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer /);
    const table = screen.getByRole('table', { name: 'Chaque changement, du plus récent au plus ancien' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('15 juin 2026');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Oui', 'Non', 'Non']);
  });

  it('says why a save was refused in French and keeps the boxes as ticked', async () => {
    answers.push(() => Response.json(never));
    answers.push(() =>
      Response.json(
        {
          errors: [{ code: 7, message: 'Trop de requêtes. Veuillez réessayer dans quelques instants.' }],
          errorResultCode: 7,
        },
        { status: 429, headers: { 'retry-after': '30' } },
      ),
    );
    renderAccount('/confidentialite');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Mesure de performance/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(
      await screen.findByText('Trop de requêtes. Veuillez réessayer dans quelques instants.'),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Mesure de performance/ })).toBeChecked();
  });

  it('says when the choice cannot be read and reads it again on « Réessayer »', async () => {
    answers.push(
      () => new Response(null, { status: 500 }),
      () => new Response(null, { status: 500 }),
      () => new Response(null, { status: 500 }),
    );
    renderAccount('/confidentialite');
    expect(
      await screen.findByText(
        'Vos choix de confidentialité n’ont pas pu être lus. Réessayez plus tard.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /Mesure d’audience/ })).not.toBeChecked(),
    );
  });
});
