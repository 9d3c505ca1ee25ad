import type { ShellApp } from '@portail/router';
import { contentApps, type ContentAppId } from '../apps/registry.ts';
import { stylesheetUrl } from './stylesheets.ts';

/**
 * The app manager's view of each application: its stylesheet (the application switch marks the
 * document with the active application itself: `<html data-app="food" data-previous-app="news">`).
 */
export function createShellApps(): Record<ContentAppId, ShellApp> {
  const entries = contentApps.map((app): [ContentAppId, ShellApp] => [
    app.id,
    { id: app.id, stylesheet: stylesheetUrl(app.id) },
  ]);
  return Object.fromEntries(entries) as Record<ContentAppId, ShellApp>;
}
