/**
 * Runs `task` when the page is idle (at the latest after two seconds), or after 200 ms where the
 * browser has no idle callback (Safari): for work that can wait until the first screen is done.
 */
export function whenIdle(task: () => void, win: Window = window): void {
  if ('requestIdleCallback' in win) win.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
