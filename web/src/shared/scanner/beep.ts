// A loud, short warning tone through WebAudio. Browsers allow sound only after a user gesture: the scan field primes
// the audio context inside the scan's own keydown, and the beep (after the server's answer) plays on it. Without a
// primed context, or without an audio device, the red alert on screen is the warning.
let context: AudioContext | null = null;

/** Call inside a key or click handler: creates (or wakes) the audio context while the gesture allows it. */
export function primeAudio(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
  } catch {
    context = null;
  }
}

export function beep(frequency = 880, durationMs = 350): void {
  if (!context) return;
  try {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    gain.gain.value = 0.3;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + durationMs / 1000);
  } catch {
    // No audio device: the alert on screen stands alone.
  }
}
