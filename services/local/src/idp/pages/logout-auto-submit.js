// Submits the provider's sign-out confirmation form at once (the page stays usable without script).
document.addEventListener('DOMContentLoaded', function submitLogout() {
  var button = document.querySelector('button[name="logout"]');
  if (button) button.click();
});
