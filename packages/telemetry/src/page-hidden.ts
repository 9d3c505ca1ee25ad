/** Calls `listener` when the page is hidden (visibilitychange to hidden) or unloaded (pagehide). */
export function onPageHidden(
  listener: () => void,
  { win = globalThis.window, doc = globalThis.document }: { win?: Window; doc?: Document } = {},
): () => void {
  if (!win || !doc) return () => undefined;
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') listener();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', listener);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', listener);
  };
}
