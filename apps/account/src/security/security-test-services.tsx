import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AccountContext, type AccountServices } from '../context.ts';
import { testServices } from '../testing/fakes.tsx';
import type { SecurityApi } from './security-api.ts';

/** A SecurityApi of spies (each test sets what they answer). */
export function fakeSecurityApi(overrides: Partial<SecurityApi> = {}) {
  const api = {
    listSessions: vi.fn<SecurityApi['listSessions']>(async () => ({ sessions: [] })),
    endSession: vi.fn<SecurityApi['endSession']>(async () => ({ ended: 1 })),
    endOtherSessions: vi.fn<SecurityApi['endOtherSessions']>(async () => ({ ended: 0 })),
    history: vi.fn<SecurityApi['history']>(async (page) => ({
      events: [],
      page,
      pageSize: 20,
      total: 0,
      retentionDays: 90,
    })),
  };
  // An override answers through the spy, which the test may still program.
  for (const [name, answer] of Object.entries(overrides)) {
    (api[name as keyof SecurityApi] as ReturnType<typeof vi.fn>).mockImplementation(answer as never);
  }
  return api;
}

/** Renders `page` inside Mon compte's services (fakes); returns them. */
export function renderWithServices(page: ReactNode): AccountServices {
  const services = testServices();
  render(<AccountContext.Provider value={services}>{page}</AccountContext.Provider>);
  return services;
}
