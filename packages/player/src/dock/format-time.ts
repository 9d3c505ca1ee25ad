const whole = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);
const pad = (n: number) => String(n).padStart(2, '0');

/** Clock text of a position: « 4:05 », « 1:02:03 » (hours only when needed). */
export function formatClock(seconds: number): string {
  const total = whole(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const unit = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** Spoken French text of a duration for assistive technology: « 1 heure 2 minutes 3 secondes ». */
export function formatSpokenDuration(seconds: number): string {
  const total = whole(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(unit(h, 'heure', 'heures'));
  if (m > 0) parts.push(unit(m, 'minute', 'minutes'));
  if (s > 0 || parts.length === 0) parts.push(unit(s, 'seconde', 'secondes'));
  return parts.join(' ');
}

/** ISO 8601 duration for a <time dateTime>: « PT1H2M3S ». */
export function isoDuration(seconds: number): string {
  const total = whole(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** A reading speed in French: « 1,5 × ». */
export function formatSpeed(speed: number): string {
  return `${new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 2 }).format(speed)} ×`;
}
