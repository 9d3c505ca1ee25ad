/**
 * Whether the member may be typing: a form field of the page holds a value other than the one the
 * page gave it (an edit not saved yet), or has the focus. A full-page renewal then waits: leaving
 * would lose the edits, and a page change that lands on such a page is not a free moment.
 */
export function pageHasEdits(doc: Document | undefined): boolean {
  if (!doc) return false;
  const active = doc.activeElement;
  if (active && active.matches('input:not([type="button"]):not([type="submit"]), textarea, select')) {
    return true;
  }
  for (const field of Array.from(doc.querySelectorAll('input, textarea, select'))) {
    if (field instanceof HTMLSelectElement) {
      if (Array.from(field.options).some((option) => option.selected !== option.defaultSelected)) return true;
    } else if (field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) return true;
    } else if (field instanceof HTMLInputElement) {
      if (field.type === 'checkbox' || field.type === 'radio') {
        if (field.checked !== field.defaultChecked) return true;
      } else if (field.type !== 'hidden' && field.value !== field.defaultValue) {
        return true;
      }
    }
  }
  return false;
}
