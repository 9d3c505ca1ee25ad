// The sign-out's front-channel step: once every app's hidden logout frame has loaded (or after 3 s),
// the chain goes on to the provider's continuation (the link without script).
document.addEventListener('DOMContentLoaded', function continueSignOut() {
  var link = document.querySelector('a[data-suite]');
  if (!link) return;
  var frames = document.querySelectorAll('iframe.front-channel');
  var pending = frames.length;
  var gone = false;
  function go() {
    if (gone) return;
    gone = true;
    window.location.replace(link.href);
  }
  frames.forEach(function watch(frame) {
    frame.addEventListener('load', function loaded() {
      pending -= 1;
      // the app's page tells its other tabs on load; a moment for that message to leave
      if (pending <= 0) window.setTimeout(go, 150);
    });
  });
  if (pending === 0) go();
  window.setTimeout(go, 3000);
});
