import { useState } from 'react';
import { accountSettingsMessages } from '@portail/ui';
import { useAccount } from '../context.ts';
import { mapGenericError } from '../errors/server-error-mapping.ts';
import { buildMyDataExport, downloadJson, myDataFileName } from './my-data.ts';

/** « Télécharger mes données »: a fresh copy of the profile as a JSON file. */
export function DataDownload({ download = downloadJson }: { download?: typeof downloadJson }) {
  const { api, now, statusBar } = useAccount();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const profile = await api.getProfile();
      const at = now();
      download(buildMyDataExport(profile, at), myDataFileName(at));
    } catch (error) {
      statusBar.show(mapGenericError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p>{accountSettingsMessages.data.text}</p>
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={busy || undefined}
        onClick={onClick}
      >
        {accountSettingsMessages.data.download}
      </button>
    </>
  );
}
