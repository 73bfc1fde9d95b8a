/**
 * The ring of an incoming call, played with Web Audio, within the browser's autoplay rules: an
 * AudioContext is made (or resumed) only inside a user gesture on the page, so before the person
 * has clicked or typed anything there is no sound, only the dialog, and never a console warning
 * about a context not allowed to start.
 */
let context: AudioContext | undefined;

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/** Makes or resumes the context (in a gesture); answers whether sound may play now. */
function unlock(): boolean {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    // No Web Audio here: the dialog alone.
    context = undefined;
  }
  const running = context?.state === 'running';
  if (running) stopListening();
  return running;
}

function stopListening() {
  for (const gesture of GESTURES) window.removeEventListener(gesture, unlock, true);
}

/** Waits for the page's first gesture to allow sound; answers what stops waiting. */
export function allowSoundOnGesture(): () => void {
  if (typeof window === 'undefined' || typeof AudioContext === 'undefined') return () => {};
  if (context?.state === 'running') return () => {};
  // A gesture before this was mounted (sticky activation) allows sound already.
  if (
    (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive
  ) {
    if (unlock()) return () => {};
  }
  for (const gesture of GESTURES) {
    window.addEventListener(gesture, unlock, { capture: true, passive: true });
  }
  return stopListening;
}

/** One ring: two short tones, as a phone's. */
function ringOnce(audio: AudioContext) {
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 440],
    [0.45, 480],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0, start + offset);
    gain.gain.linearRampToValueAtTime(0.15, start + offset + 0.02);
    gain.gain.linearRampToValueAtTime(0, start + offset + 0.4);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.42);
  }
}

/** How often the ring repeats while the dialog is open. */
const RING_EVERY_MS = 2000;

/** Rings until the answer stops it; silent when no gesture has allowed sound yet. */
export function startRinging(): () => void {
  const audio = context;
  if (!audio || audio.state !== 'running') return () => {};
  ringOnce(audio);
  const timer = window.setInterval(() => ringOnce(audio), RING_EVERY_MS);
  return () => window.clearInterval(timer);
}
