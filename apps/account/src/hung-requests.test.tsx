// Mon compte when a member-API request never answers (issue 26 item 3): the app over the real
// member-API client (createFetchAccountApi) and a fetch that answers some calls and holds others
// until the client's time-out aborts them; fake timers that also follow real time, so that the
// testing library's waits still run.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@portail/contracts';
import { DEFAULT_TIMEOUT_MS } from '@portail/http/api-client';
import { createFetchAccountApi } from './api/fetch-account-api.ts';
import { AvatarPage } from './avatar/AvatarPage.tsx';
import { AccountContext } from './context.ts';
import {
  apiProfile,
  connectedServices,
  findLoadedHeading,
  renderAccountOverFetch,
  testConfig,
} from './testing/fakes.tsx';

const unknownError = "C'est bizarre, une erreur inconnue est survenue. Veuillez réessayer.";

type Answer = 'hang' | (() => Response);

/** A fetch that answers each call by its method and path; `hang` holds it until its signal aborts. */
function scriptedFetch(script: (method: string, path: string, call: number) => Answer) {
  const calls: { method: string; path: string }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>((input, init) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(input)).pathname;
    calls.push({ method, path });
    const answer = script(method, path, calls.filter((call) => call.path === path).length);
    if (answer !== 'hang') return Promise.resolve(answer());
    return new Promise<Response>((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    );
  });
  return { fetch, calls };
}

const profileAnswer = () => Response.json(apiProfile(), { headers: { etag: '"v1"' } });
const pageAnswer = () => Response.json({ data: null, meta: {}, metric: null, routing: {} });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Mon compte when a request never answers', () => {
  it('ends a profile save that never answers with the unknown-error message, keeps what was typed, and lets the member save again', async () => {
    const { fetch, calls } = scriptedFetch((method, path) => {
      if (method === 'PATCH') return 'hang';
      return path === apiPaths.accountMe ? profileAnswer : pageAnswer;
    });
    const { statusBar } = renderAccountOverFetch(fetch);
    await findLoadedHeading('Profil');
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const firstName = screen.getByLabelText('Prénom');
    await user.clear(firstName);
    await user.type(firstName, 'Camila');
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    await user.click(save);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(save).toHaveAttribute('aria-disabled', 'true');

    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    await waitFor(() => expect(statusBar.store.getState()?.statusText).toBe(unknownError));
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent(unknownError);
    expect(firstName).toHaveValue('Camila');
    expect(save).not.toHaveAttribute('aria-disabled');
    // a write is never sent twice by itself
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);

    await user.click(save);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
  });

  it('tries a profile load that never answers three times, then shows the load error with « Réessayer », which loads it', async () => {
    const { fetch, calls } = scriptedFetch((_method, path, call) => {
      if (path !== apiPaths.accountMe) return pageAnswer;
      return call <= 3 ? 'hang' : profileAnswer;
    });
    renderAccountOverFetch(fetch);
    const loads = () => calls.filter((call) => call.path === apiPaths.accountMe).length;
    await waitFor(() => expect(loads()).toBe(1));
    expect(screen.getByText('Chargement de votre compte…')).toBeInTheDocument();
    // each attempt its time-out, then a backoff of at most 300 ms and 600 ms (full jitter)
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + 300);
    await waitFor(() => expect(loads()).toBe(2));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + 600);
    await waitFor(() => expect(loads()).toBe(3));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(await screen.findByText('Impossible de charger votre profil.')).toBeInTheDocument();
    expect(screen.queryByText('Chargement de votre compte…')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await findLoadedHeading('Profil')).toBeInTheDocument();
    expect(loads()).toBe(4);
  });
});

describe('the photo upload when it never answers', () => {
  it('shows the unknown-error message after the time-out and keeps the chosen photo to send again', async () => {
    // The upload's XMLHttpRequest: it sends, and nothing ever answers.
    const sent: XMLHttpRequest[] = [];
    const createRequest = () => {
      const xhr = new XMLHttpRequest();
      vi.spyOn(xhr, 'send').mockImplementation(() => sent.push(xhr));
      return xhr;
    };
    URL.createObjectURL ??= () => 'blob:apercu';
    URL.revokeObjectURL ??= () => undefined;
    window.history.replaceState(null, '', '/avatar');
    const api = createFetchAccountApi({
      apiOrigin: testConfig.apiOrigin,
      getAccessToken: async () => 'access-token',
      createRequest,
    });
    const services = connectedServices(api);
    render(
      <AccountContext.Provider value={services}>
        <AvatarPage prepare={async (file) => file} decodes={async () => true} />
      </AccountContext.Provider>,
    );
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choisir une photo'), photo);
    expect(await screen.findByRole('img', { name: 'Aperçu de la nouvelle photo' })).toBeInTheDocument();
    const upload = screen.getByRole('button', { name: 'Téléverser la photo' });
    await user.click(upload);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(upload).toHaveAttribute('aria-disabled', 'true');

    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    await waitFor(() => expect(services.statusBar.store.getState()?.statusText).toBe(unknownError));
    expect(services.router.location().pathname).toBe('/avatar');
    expect(screen.getByRole('img', { name: 'Aperçu de la nouvelle photo' })).toBeInTheDocument();
    expect(upload).not.toHaveAttribute('aria-disabled');

    await user.click(upload);
    await waitFor(() => expect(sent).toHaveLength(2));
  });
});
