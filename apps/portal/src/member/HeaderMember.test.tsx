import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { PortalHeader } from '../PortalHeader.tsx';
import { PortalMemberContext } from './member-context.ts';
import type { PortalMember } from './portal-member.ts';
import { AUTH_STATE_KEY } from './auth-state.ts';
import { config, fakeApi, fakeBrowser, fakeClient, genevieve, portalMember } from './test-support.ts';

function renderHeader(member: PortalMember | null) {
  const user = userEvent.setup();
  render(
    <PortalMemberContext value={member}>
      <PortalHeader config={config} currentPath="/" />
    </PortalMemberContext>,
  );
  return { user, header: screen.getByRole('banner') };
}

describe('the header’s member area and region picker', () => {
  it('offers an anonymous visitor « Se connecter », « Créer un compte » and the region picker', async () => {
    const { member } = portalMember('/', fakeClient(null));
    await member.start(() => undefined);
    const { header } = renderHeader(member);
    expect(within(header).getByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(within(header).getByRole('button', { name: 'Créer un compte' })).toBeVisible();
    expect(within(header).getByRole('button', { name: 'Ma région : Grand Montréal' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the signed-in member with « Mon compte » to the account centre and « Se déconnecter »', async () => {
    const client = fakeClient(genevieve);
    const { member } = portalMember('/', client);
    const { header, user } = renderHeader(member);
    await act(() => member.start(() => undefined));
    const trigger = within(header).getByRole('button', { name: 'Geneviève Tremblay' });
    expect(within(header).queryByRole('button', { name: 'Se connecter' })).toBeNull();
    // The member's saved region is the picker's.
    expect(within(header).getByRole('button', { name: 'Ma région : Nouveau-Brunswick' })).toBeVisible();

    await user.click(trigger);
    expect(within(header).getByRole('link', { name: 'Mon compte' })).toHaveAttribute(
      'href',
      'http://localhost:8081/',
    );
    await user.click(within(header).getByRole('button', { name: 'Se déconnecter' }));
    expect(client.signOut).toHaveBeenCalledTimes(1);
    expect(within(header).getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });

  it('shows the member the tab last saw while the next page settles the account state', async () => {
    const browser = fakeBrowser('/');
    browser.storage.set(AUTH_STATE_KEY, JSON.stringify({ name: 'Geneviève Tremblay', picture: null }));
    let answerProfile: () => void = () => undefined;
    const profileAnswered = new Promise<void>((resolve) => (answerProfile = resolve));
    const api = fakeApi();
    const slowApi = vi.fn<typeof fetch>(async (input, init) => {
      if (String(input).endsWith('/id/v3/accounts/me')) await profileAnswered;
      return api(input, init);
    });
    const { member } = portalMember('/', fakeClient(genevieve), slowApi, () => 'live-token', browser);
    const { header } = renderHeader(member);
    const started = member.start(() => undefined);
    expect(await within(header).findByRole('button', { name: 'Geneviève Tremblay' })).toBeVisible();
    expect(member.session.store.getState().phase).toBe('authenticating');
    expect(within(header).queryByRole('button', { name: 'Se connecter' })).toBeNull();
    answerProfile();
    await act(() => started);
    expect(member.session.store.getState().phase).toBe('connected');
  });

  it('gives the picker and the menu stable ids, so that focus can come back after a reload', async () => {
    const { member } = portalMember('/', fakeClient(genevieve));
    await member.start(() => undefined);
    const { header } = renderHeader(member);
    expect(within(header).getByRole('button', { name: /^Ma région/ })).toHaveAttribute(
      'id',
      'entete-regions-trigger',
    );
    expect(within(header).getByRole('button', { name: 'Geneviève Tremblay' })).toHaveAttribute(
      'id',
      'entete-compte-trigger',
    );
  });

  it('has no axe violations with the picker and the member menu open', async () => {
    const { member } = portalMember('/', fakeClient(genevieve));
    await member.start(() => undefined);
    const { header, user } = renderHeader(member);
    await user.click(within(header).getByRole('button', { name: /^Ma région/ }));
    await user.click(within(header).getByRole('button', { name: 'Geneviève Tremblay' }));
    const results = await axe.run(header, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  }, 20_000);

  it('falls back to a link to Mon compte and an empty picker slot without the member services', () => {
    const { header } = renderHeader(null);
    expect(within(header).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      'http://localhost:8081/',
    );
    expect(header.querySelector('[data-slot="region-picker"]')).toBeEmptyDOMElement();
  });
});
