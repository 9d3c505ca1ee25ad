import { describe, expect, it } from 'vitest';
import { apiProfile } from '../testing/fakes.tsx';
import { buildMyDataExport, myDataFileName } from './my-data.ts';

describe('buildMyDataExport', () => {
  it('puts the profile, the subscriptions and the regions apart, with the export date', () => {
    const at = new Date(Date.UTC(2026, 5, 15, 12));
    const data = buildMyDataExport(apiProfile({ subscriptionsStatus: { hasActiveSubscription: true } }), at);
    expect(data.exportedAt).toBe('2026-06-15T12:00:00.000Z');
    expect(data.subscriptions).toEqual({ hasActiveSubscription: true });
    expect(data.regions).toEqual({ info: 8, iciMusique: 8, premiere: 8, tele: 8, oHdio: 8 });
    expect(data.profile).toMatchObject({ email: 'complet@exemple.ca', firstName: 'Camille' });
    expect(data.profile).not.toHaveProperty('productsRegions');
    expect(myDataFileName(at)).toBe('mes-donnees-portail-2026-06-15.json');
  });
});
