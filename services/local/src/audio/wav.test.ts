import { describe, expect, it } from 'vitest';
import { synthesizeWav, WAV_SAMPLE_RATE } from './wav.ts';

describe('synthesizeWav', () => {
  it('writes a mono 16-bit PCM WAV header and the samples of the duration', () => {
    const wav = synthesizeWav({ durationSeconds: 2, startHz: 440 });
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(WAV_SAMPLE_RATE);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(2 * WAV_SAMPLE_RATE * 2);
    expect(wav.length).toBe(44 + 2 * WAV_SAMPLE_RATE * 2);
  });

  it('starts and ends silent and peaks near the amplitude asked for', () => {
    const wav = synthesizeWav({ durationSeconds: 1, startHz: 440, amplitude: 0.5 });
    const samples = Array.from({ length: (wav.length - 44) / 2 }, (_, i) => wav.readInt16LE(44 + i * 2));
    expect(samples[0]).toBe(0);
    expect(Math.abs(samples.at(-1) ?? 1)).toBeLessThan(50);
    const peak = Math.max(...samples.map(Math.abs));
    expect(peak / 32767).toBeGreaterThan(0.49);
    expect(peak / 32767).toBeLessThanOrEqual(0.5);
  });

  it('gives different bytes for different tones and the same bytes for the same tone', () => {
    const a = synthesizeWav({ durationSeconds: 0.5, startHz: 440 });
    expect(synthesizeWav({ durationSeconds: 0.5, startHz: 440 }).equals(a)).toBe(true);
    expect(synthesizeWav({ durationSeconds: 0.5, startHz: 441 }).equals(a)).toBe(false);
  });
});
