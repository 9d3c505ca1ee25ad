/** Firefox ESR (Debian's `firefox-esr`) driven by puppeteer-core over WebDriver BiDi. */
import puppeteer, { type Browser } from 'puppeteer-core';
import type { EngineTab } from './engine-page.ts';
import { openPuppeteerTab } from './puppeteer-tab.ts';

export const FIREFOX_PATH = process.env.PORTAIL_FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox ESR with strict Enhanced Tracking Protection, for the cross-site topology: tracking
 * protection on and cookieBehavior 5 (Total Cookie Protection: a third-party frame gets a jar of its
 * own, so the provider's session cookie is not in the app's renewal frame).
 * https://firefox-source-docs.mozilla.org/networking/cookies.html
 */
export const FIREFOX_STRICT_PREFS = {
  'privacy.trackingprotection.enabled': true,
  'privacy.trackingprotection.socialtracking.enabled': true,
  'network.cookie.cookieBehavior': 5,
  // and without the storage-access heuristics that grant a site the member was just redirected
  // through (the sign-in's round trip) its cookies in frames for a while: the worst case. The
  // navigation heuristic is the one the sign-in meets: a click on the portal's « Se connecter », the
  // provider's page, then back to the portal grants the provider its cookie in the portal's frames
  // (measured in Firefox ESR 153: with it on, the portal renewed in the hidden iframe while
  // `portail.localhost` and `connexion.localhost` are two sites, whose frame gets no cookie otherwise).
  'privacy.restrict3rdpartystorage.heuristic.navigation': false,
  'privacy.restrict3rdpartystorage.heuristic.redirect': false,
  'privacy.restrict3rdpartystorage.heuristic.recently_visited': false,
  'privacy.restrict3rdpartystorage.heuristic.opened_window_after_interaction': false,
  'privacy.restrict3rdpartystorage.heuristic.window_open': false,
} as const;

export async function launchFirefox({ sites = false } = {}): Promise<Browser> {
  return puppeteer.launch({
    ...(sites ? { acceptInsecureCerts: true } : {}),
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 720 },
    extraPrefsFirefox: {
      // play audio without a gesture check of its own (the journeys still click to play) and offline
      'media.autoplay.default': 0,
      'intl.accept_languages': 'fr-CA,fr',
      ...(sites ? FIREFOX_STRICT_PREFS : {}),
    },
  });
}

export const openFirefoxTab = (browser: Browser): Promise<EngineTab> => openPuppeteerTab(browser, 'firefox');
