import { describe, expect, it, vi } from 'vitest';
import { createConsentGate } from './consent-gate.ts';

describe('the consent gate', () => {
  it('is pending until the choice is known, then allows exactly what was chosen', () => {
    const gate = createConsentGate();
    expect(gate.decision('analytics')).toBe('pending');
    expect(gate.decision('performance')).toBe('pending');
    gate.decide({ analytics: true, performance: false });
    expect(gate.decision('analytics')).toBe('allowed');
    expect(gate.decision('performance')).toBe('refused');
  });

  it('tells its listeners of each decision and of a new reading, and stops telling an unsubscribed one', () => {
    const gate = createConsentGate({ analytics: false, performance: false });
    const listener = vi.fn();
    const stop = gate.subscribe(listener);
    gate.suspend();
    expect(gate.decision('analytics')).toBe('pending');
    gate.decide({ analytics: false, performance: true });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    gate.decide({ analytics: true, performance: true });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
