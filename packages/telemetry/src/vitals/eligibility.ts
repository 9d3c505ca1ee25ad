/** Who sends web vitals (SPEC.md §7): Chrome-like browsers, a 10 % sample, never local hosts. */

interface UserAgentData {
  brands?: { brand: string }[];
}

/** Chromium-based browsers (Chrome, Edge, Opera, Samsung Internet…), the ones that report every metric. */
export function isChromeLike(nav: Pick<Navigator, 'userAgent'> & { userAgentData?: UserAgentData }): boolean {
  if (nav.userAgentData?.brands?.some(({ brand }) => /chromium|google chrome/i.test(brand))) return true;
  return /\b(Chrome|Chromium|CriOS)\/\d+/.test(nav.userAgent);
}

export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127\.\d+\.\d+\.\d+$/.test(host)
  );
}

export interface VitalsRules {
  sampleRate: number;
  requireChromeLike: boolean;
  skipLocalHosts: boolean;
}

export function shouldCollectVitals(
  rules: VitalsRules,
  env: {
    random: () => number;
    nav: Pick<Navigator, 'userAgent'> & { userAgentData?: UserAgentData };
    hostname: string;
  },
): boolean {
  if (rules.skipLocalHosts && isLocalHost(env.hostname)) return false;
  if (rules.requireChromeLike && !isChromeLike(env.nav)) return false;
  return env.random() < rules.sampleRate;
}
