// The renewal callback page (RENEWAL_PAGE_PATH, packages/identity README): the sign-in client of
// this origin reads the provider's answer from the page's address, in its hidden iframe (the only
// framing the page allows: frame-ancestors 'self') or in the popup it opened. Opened any other way —
// a link followed top-level, a window that another site or a noopener link opened (issue 26, a
// hostile prompt=none link) — nobody of this origin reads it: the page takes the answer out of its
// address, unread, before anything else, so that no token stays in the address bar or the history.
(function clearAnswerUnlessRenewalWindow() {
  if (window.parent !== window) return;
  const opener = window.opener;
  try {
    if (opener && opener.location.origin === window.location.origin) return;
  } catch {
    // another origin's window opened this one: its location cannot be read
  }
  window.history.replaceState(null, '', window.location.pathname);
})();
