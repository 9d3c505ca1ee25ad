import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { NO_REFRESH } from './after-save.ts';
import { readRegionCookie } from './region-cookie.ts';
import { createRegionsController } from './regions-controller.ts';
import { RegionPicker } from './RegionPicker.tsx';
import { apiClientOver, fakeRegionsEnvironment } from './test-support.ts';

function renderPicker(options: { token?: string; status?: number } = {}) {
  const env = fakeRegionsEnvironment();
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () => new Response(null, { status: options.status ?? 204 }),
  );
  const controller = createRegionsController({
    environment: env.environment,
    api: apiClientOver(fetch),
    getAccessToken: () => options.token ?? null,
  });
  const user = userEvent.setup();
  render(<RegionPicker controller={controller} redirect={NO_REFRESH} />);
  return { ...env, fetch, controller, user };
}

const section = (name: string) => screen.getByRole('group', { name });
const trigger = () => screen.getByRole('button', { name: 'Ma région : Grand Montréal' });
/** The open picker's form loads on first use (RegionPickerForm.tsx: its first import may be slow here). */
const formShown = () => screen.findByRole('button', { name: 'Enregistrer mes régions' }, { timeout: 10_000 });

describe('RegionPicker', () => {
  it('is a closed disclosure that names the current region, and opens on click', async () => {
    const { user } = renderPicker();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Choisir mes régions' })).not.toBeInTheDocument();
    await user.click(trigger());
    await formShown();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Choisir mes régions' })).toBeVisible();
    for (const name of ['Info', 'ICI Télé', 'ICI Musique', 'ICI Première', 'OHdio']) {
      expect(within(section(name)).getByRole('radio', { name: 'Grand Montréal' })).toBeChecked();
    }
    expect(within(section('ICI Télé')).getAllByRole('radio')).toHaveLength(13);
  });

  it('filters a section as the visitor types, ignoring accents', async () => {
    const { user } = renderPicker();
    await user.click(trigger());
    await formShown();
    const info = section('Info');
    await user.type(within(info).getByRole('searchbox', { name: 'Rechercher une région (Info)' }), 'cote');
    expect(
      within(info)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['5']);
    expect(within(info).getByRole('status')).toHaveTextContent('1 région');
    expect(within(section('OHdio')).getAllByRole('radio')).toHaveLength(22);
  });

  it('says so when nothing matches', async () => {
    const { user } = renderPicker();
    await user.click(trigger());
    await formShown();
    const info = section('Info');
    await user.type(within(info).getByRole('searchbox'), 'Paris');
    expect(within(info).queryAllByRole('radio')).toHaveLength(0);
    expect(within(info).getByRole('status')).toHaveTextContent(
      'Aucune région ne correspond à votre recherche.',
    );
  });

  it('updates the linked sections when a region is chosen', async () => {
    const { user } = renderPicker();
    await user.click(trigger());
    await formShown();
    await user.click(within(section('Info')).getByRole('radio', { name: 'Nouveau-Brunswick' }));
    expect(within(section('ICI Télé')).getByRole('radio', { name: 'Acadie' })).toBeChecked();
    expect(within(section('ICI Première')).getByRole('radio', { name: 'Nouveau-Brunswick' })).toBeChecked();
    expect(within(section('ICI Musique')).getByRole('radio', { name: 'Nouveau-Brunswick' })).toBeChecked();
  });

  it('works from the keyboard: Tab into a group, arrows choose, linked sections follow', async () => {
    const { user } = renderPicker();
    trigger().focus();
    await user.keyboard('{Enter}');
    await formShown();
    await user.tab();
    expect(within(section('Info')).getByRole('searchbox')).toHaveFocus();
    await user.tab();
    expect(within(section('Info')).getByRole('radio', { name: 'Grand Montréal' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    const gaspesie = within(section('Info')).getByRole('radio', { name: 'Gaspésie–Îles-de-la-Madeleine' });
    expect(gaspesie).toHaveFocus();
    expect(gaspesie).toBeChecked();
    expect(within(section('ICI Télé')).getByRole('radio', { name: 'Est du Québec' })).toBeChecked();
  });

  it('chooses the only match when Enter is pressed in the search field, without saving', async () => {
    const { user, cookies } = renderPicker();
    await user.click(trigger());
    await formShown();
    await user.type(within(section('ICI Télé')).getByRole('searchbox'), 'acadie{Enter}');
    expect(within(section('ICI Télé')).getByRole('radio', { name: 'Acadie' })).toBeChecked();
    expect(within(section('Info')).getByRole('radio', { name: 'Nouveau-Brunswick' })).toBeChecked();
    expect(cookies.written).toEqual([]);
  });

  it('clears a search with the first Esc, then closes with the next and returns focus to the button', async () => {
    const { user } = renderPicker();
    await user.click(trigger());
    await formShown();
    const search = within(section('Info')).getByRole('searchbox');
    await user.type(search, 'qu');
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('closes with « Fermer » and starts again from the saved regions when reopened', async () => {
    const { user } = renderPicker();
    await user.click(trigger());
    await formShown();
    await user.click(within(section('Info')).getByRole('radio', { name: 'Toronto' }));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(trigger()).toHaveFocus();
    await user.click(trigger());
    await formShown();
    expect(within(section('Info')).getByRole('radio', { name: 'Grand Montréal' })).toBeChecked();
  });

  it('saves the choice and announces it in a status region that was there before', async () => {
    const { user, cookies } = renderPicker();
    await user.click(trigger());
    await formShown();
    const status = screen.getByText('', { selector: '.region-picker-status' });
    expect(status).toHaveAttribute('role', 'status');
    await user.click(within(section('Info')).getByRole('radio', { name: 'Québec' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes régions' }));
    expect(await screen.findByText('Vos régions ont été enregistrées.')).toBe(status);
    expect(readRegionCookie(cookies.cookie).edition).toBe(17);
    expect(screen.getByRole('button', { name: 'Ma région : Québec' })).toBeInTheDocument();
  });

  it('announces a failed save as an alert and keeps the visitor’s choice', async () => {
    const { user, controller } = renderPicker({ token: 'member', status: 503 });
    await user.click(trigger());
    await formShown();
    await user.click(within(section('Info')).getByRole('radio', { name: 'Windsor' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes régions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vos régions n’ont pas pu être enregistrées. Votre choix est conservé : veuillez réessayer.',
    );
    expect(within(section('Info')).getByRole('radio', { name: 'Windsor' })).toBeChecked();
    expect(controller.store.getState().failedRequest?.edition.id).toBe(22);
  });

  it('has no axe violations with the panel open (WCAG A and AA rules that jsdom can check)', async () => {
    const { user } = renderPicker();
    await user.click(trigger());
    await formShown();
    await user.type(within(section('Info')).getByRole('searchbox'), 'nord');
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.passes.length).toBeGreaterThan(10);
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
