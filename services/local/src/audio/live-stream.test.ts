import { describe, expect, it } from 'vitest';
import { createLiveWavStream, LIVE_SAMPLE_RATE, liveWavHeader } from './live-stream.ts';

async function firstBytes(stream: NodeJS.ReadableStream & { destroy(): void }, count: number) {
  let received = Buffer.alloc(0);
  for await (const chunk of stream) {
    received = Buffer.concat([received, chunk as Buffer]);
    if (received.length >= count) break;
  }
  stream.destroy();
  return received;
}

describe('the live station stream', () => {
  it('announces a mono 16-bit PCM WAV longer than a day', () => {
    const header = liveWavHeader();
    expect(header.toString('ascii', 0, 4)).toBe('RIFF');
    expect(header.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(header.readUInt16LE(22)).toBe(1);
    expect(header.readUInt32LE(24)).toBe(LIVE_SAMPLE_RATE);
    expect(header.readUInt16LE(34)).toBe(16);
    expect(header.readUInt32LE(40) / (LIVE_SAMPLE_RATE * 2)).toBeGreaterThan(24 * 3600);
  });

  it('keeps producing sound past the tone cycle, with no click where one read ends and the next starts', async () => {
    const seconds = 3;
    const bytes = await firstBytes(
      createLiveWavStream({ durationSeconds: 1, startHz: 440, endHz: 660 }),
      44 + seconds * LIVE_SAMPLE_RATE * 2,
    );
    const samples = Array.from({ length: seconds * LIVE_SAMPLE_RATE }, (_, i) =>
      bytes.readInt16LE(44 + i * 2),
    );
    const lastSecond = samples.slice(-LIVE_SAMPLE_RATE);
    expect(Math.max(...lastSecond.map(Math.abs)) / 32767).toBeGreaterThan(0.39);
    // The largest step between neighbouring samples is what a 660 Hz sine at 0.4 can make.
    const maxStep = Math.max(
      ...samples.slice(200).map((value, i) => Math.abs(value - (samples[i + 199] ?? 0))),
    );
    expect(maxStep / 32767).toBeLessThan(0.4 * 2 * Math.PI * (660 / LIVE_SAMPLE_RATE) * 1.05);
  });
});
