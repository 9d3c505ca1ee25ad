import type { ApiProfile } from '../api/types.ts';

/** The portable copy of a member's data (Québec Law 25): profile, subscriptions, regions. */
export interface MyDataExport {
  exportedAt: string;
  profile: Omit<ApiProfile, 'subscriptionsStatus' | 'productsRegions'>;
  subscriptions: ApiProfile['subscriptionsStatus'] | null;
  regions: ApiProfile['productsRegions'] | null;
}

export function buildMyDataExport(profile: ApiProfile, now: Date): MyDataExport {
  const { subscriptionsStatus, productsRegions, ...rest } = profile;
  return {
    exportedAt: now.toISOString(),
    profile: rest,
    subscriptions: subscriptionsStatus ?? null,
    regions: productsRegions ?? null,
  };
}

export function myDataFileName(now: Date): string {
  return `mes-donnees-portail-${now.toISOString().slice(0, 10)}.json`;
}

/** Hands a JSON file to the browser's download (a blob URL, revoked once used). */
export function downloadJson(data: unknown, fileName: string, doc: Document = document): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
