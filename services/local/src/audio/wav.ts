/** A tone to synthesise: frequency sweeps linearly from `startHz` to `endHz` over the duration. */
export interface ToneSpec {
  durationSeconds: number;
  startHz: number;
  endHz?: number;
  /** Peak amplitude 0 to 1. */
  amplitude?: number;
  /** On/off pulses per second (0: continuous), to make clips tell apart by ear. */
  pulsesPerSecond?: number;
}

export const WAV_SAMPLE_RATE = 22_050;
const HEADER_BYTES = 44;
const FADE_SECONDS = 0.02;

/**
 * A mono 16-bit PCM WAV file of a sine tone or chirp, with short fades so that it does not click.
 * Deterministic: the same spec always gives the same bytes.
 */
export function synthesizeWav(spec: ToneSpec, sampleRate = WAV_SAMPLE_RATE): Buffer {
  const samples = Math.round(spec.durationSeconds * sampleRate);
  const buffer = Buffer.alloc(HEADER_BYTES + samples * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28); // byte rate
  buffer.writeUInt16LE(2, 32); // block align
  buffer.writeUInt16LE(16, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples * 2, 40);

  const endHz = spec.endHz ?? spec.startHz;
  const amplitude = spec.amplitude ?? 0.4;
  const fadeSamples = Math.round(FADE_SECONDS * sampleRate);
  // Through a DataView: Buffer's writeInt16LE checks its arguments on every call, and the clips
  // of the audio catalogue are 6 million samples, synthesised whenever a local API server starts.
  const view = new DataView(buffer.buffer, buffer.byteOffset + HEADER_BYTES, samples * 2);
  let phase = 0;
  for (let i = 0; i < samples; i += 1) {
    const t = i / sampleRate;
    const frequency = spec.startHz + ((endHz - spec.startHz) * i) / samples;
    phase += (2 * Math.PI * frequency) / sampleRate;
    const fade = Math.min(1, i / fadeSamples, (samples - 1 - i) / fadeSamples);
    const gate = spec.pulsesPerSecond ? (Math.floor(t * spec.pulsesPerSecond * 2) % 2 === 0 ? 1 : 0.15) : 1;
    const value = Math.sin(phase) * amplitude * Math.max(0, fade) * gate;
    view.setInt16(i * 2, Math.round(value * 32767), true);
  }
  return buffer;
}
