/** A stand-in HTMLAudioElement for Node tests: plain properties, events fired by hand. */
export class FakeAudio extends EventTarget {
  src = '';
  currentSrc = '';
  preload = '';
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  volume = 1;
  muted = false;
  playbackRate = 1;
  readyState = 0;
  error: { code: number; message: string } | null = null;
  nativeHls = false;
  playCalls = 0;
  loadCalls = 0;
  playResult: Promise<void> = Promise.resolve();
  dataset: Record<string, string> = {};
  private attributes = new Map<string, string>();

  play(): Promise<void> {
    this.playCalls += 1;
    this.paused = false;
    return this.playResult;
  }
  pause(): void {
    const wasPlaying = !this.paused;
    this.paused = true;
    if (wasPlaying) this.fire('pause');
  }
  load(): void {
    this.loadCalls += 1;
    this.currentSrc = this.src;
    this.readyState = 0;
    this.duration = Number.NaN;
  }
  canPlayType(type: string): string {
    return type === 'application/vnd.apple.mpegurl' && this.nativeHls ? 'maybe' : '';
  }
  getAttribute(name: string): string | null {
    if (name === 'src') return this.src || null;
    return this.attributes.get(name) ?? null;
  }
  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
    this.attributes.delete(name);
  }
  fire(type: string): void {
    this.dispatchEvent(new Event(type));
  }
  /** The element has read the stream's metadata. */
  loadMetadata(duration: number): void {
    this.readyState = 1;
    this.duration = duration;
    this.fire('loadedmetadata');
  }
  startPlaying(): void {
    this.paused = false;
    this.fire('playing');
  }
  finish(): void {
    this.ended = true;
    this.paused = true;
    this.fire('ended');
    this.ended = false;
  }
}

export const asAudio = (fake: FakeAudio) => fake as unknown as HTMLAudioElement;
