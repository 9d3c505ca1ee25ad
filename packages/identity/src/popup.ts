import { POPUP_HEIGHT, POPUP_WIDTH } from './constants.ts';
import { NoPopupError } from './errors.ts';

/**
 * Opens the 483×600 popup at once (call it synchronously inside the click handler, before any
 * await, or popup blockers stop it); the provider address is set later with `popup.location`.
 */
export function openCenteredPopup(win: Window, name = 'portail-identity'): Window {
  const left = Math.max(0, (win.screenX ?? 0) + ((win.outerWidth ?? POPUP_WIDTH) - POPUP_WIDTH) / 2);
  const top = Math.max(0, (win.screenY ?? 0) + ((win.outerHeight ?? POPUP_HEIGHT) - POPUP_HEIGHT) / 2);
  const features = `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},top=${Math.round(top)},left=${Math.round(left)}`;
  const popup = win.open('about:blank', name, features);
  if (!popup) throw new NoPopupError();
  return popup;
}
