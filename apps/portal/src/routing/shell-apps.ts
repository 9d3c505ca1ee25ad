import type { ShellApp } from '@portail/router';
import { contentApps, type ContentAppId } from '../apps/registry.ts';
import { stylesheetUrl } from './stylesheets.ts';

/**
 * The app manager's view of each application: its stylesheet, and enter/exit hooks that mark the
 * document with the active application (`<html data-app="food" data-previous-app="news">`).
 */
export function createShellApps(doc: Document): Record<ContentAppId, ShellApp> {
  const root = doc.documentElement;
  const entries = contentApps.map((app): [ContentAppId, ShellApp] => [
    app.id,
    {
      id: app.id,
      stylesheet: stylesheetUrl(app.id),
      onEnter: ({ previousAppId }) => {
        root.dataset.app = app.id;
        if (previousAppId) root.dataset.previousApp = previousAppId;
      },
      onExit: () => {
        delete root.dataset.app;
      },
    },
  ]);
  return Object.fromEntries(entries) as Record<ContentAppId, ShellApp>;
}
