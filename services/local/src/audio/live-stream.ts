import { Readable } from 'node:stream';
import type { ToneSpec } from './wav.ts';

/** Live stations stream at 8 kHz, mono, 16-bit: 16 000 bytes a second. */
export const LIVE_SAMPLE_RATE = 8_000;
/** Samples generated per read (a quarter of a second). */
const CHUNK_SAMPLES = LIVE_SAMPLE_RATE / 4;
/** A WAV header cannot say "endless": it announces the largest size that fits (about 37 hours). */
const ENDLESS_DATA_BYTES = 0xffff_ffff - 36;

/** The 44-byte header of an endless mono 16-bit PCM WAV stream. */
export function liveWavHeader(sampleRate = LIVE_SAMPLE_RATE): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(ENDLESS_DATA_BYTES + 36, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(ENDLESS_DATA_BYTES, 40);
  return header;
}

/**
 * A live station as the local services broadcast it: an endless WAV stream of the station's tone
 * (the sweep restarts every `tone.durationSeconds`), generated as fast as the listener reads it,
 * so a player never reaches an end, as with a real live stream.
 */
export function createLiveWavStream(tone: ToneSpec, sampleRate = LIVE_SAMPLE_RATE): Readable {
  const cycle = Math.max(1, Math.round(tone.durationSeconds * sampleRate));
  const endHz = tone.endHz ?? tone.startHz;
  const amplitude = tone.amplitude ?? 0.4;
  let sample = 0;
  let phase = 0;
  let headerSent = false;
  return new Readable({
    read() {
      if (!headerSent) {
        headerSent = true;
        this.push(liveWavHeader(sampleRate));
      }
      const chunk = Buffer.alloc(CHUNK_SAMPLES * 2);
      for (let i = 0; i < CHUNK_SAMPLES; i += 1, sample += 1) {
        const inCycle = sample % cycle;
        const frequency = tone.startHz + ((endHz - tone.startHz) * inCycle) / cycle;
        phase = (phase + (2 * Math.PI * frequency) / sampleRate) % (2 * Math.PI);
        const t = sample / sampleRate;
        const gate = tone.pulsesPerSecond
          ? Math.floor(t * tone.pulsesPerSecond * 2) % 2 === 0
            ? 1
            : 0.15
          : 1;
        const fadeIn = Math.min(1, sample / (sampleRate * 0.02));
        chunk.writeInt16LE(Math.round(Math.sin(phase) * amplitude * gate * fadeIn * 32767), i * 2);
      }
      this.push(chunk);
    },
  });
}
