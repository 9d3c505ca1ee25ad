import { describe, expect, it } from 'vitest';
import { formatClock, formatSpeed, formatSpokenDuration, isoDuration } from './format-time.ts';

describe('time formatting', () => {
  it.each([
    [0, '0:00', '0 seconde', 'PT0S'],
    [5.9, '0:05', '5 secondes', 'PT5S'],
    [61, '1:01', '1 minute 1 seconde', 'PT1M1S'],
    [3723, '1:02:03', '1 heure 2 minutes 3 secondes', 'PT1H2M3S'],
    [7200, '2:00:00', '2 heures', 'PT2H'],
    [Number.NaN, '0:00', '0 seconde', 'PT0S'],
  ])('%d s reads « %s », « %s », %s', (seconds, clock, spoken, iso) => {
    expect(formatClock(seconds)).toBe(clock);
    expect(formatSpokenDuration(seconds)).toBe(spoken);
    expect(isoDuration(seconds)).toBe(iso);
  });

  it('writes reading speeds with a French decimal comma', () => {
    expect(formatSpeed(1.5)).toBe('1,5 ×');
    expect(formatSpeed(0.75)).toBe('0,75 ×');
    expect(formatSpeed(2)).toBe('2 ×');
  });
});
