import { isNotificationSoundOn } from '../../lib/infra/notification-sound';

let context: AudioContext | null = null;

/** Two short tones, synthesised (no sound file to fetch), rising a fifth. */
const TONES = [
  { frequency: 660, start: 0, length: 0.12 },
  { frequency: 990, start: 0.13, length: 0.18 },
] as const;

/**
 * SPEC section 4: a new notification plays a sound unless it is switched off in settings. Browsers
 * that forbid sound before the first interaction, or have no Web Audio, simply stay silent.
 */
export function playNotificationChime(): void {
  if (!isNotificationSoundOn() || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    for (const tone of TONES) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = tone.frequency;
      gain.gain.setValueAtTime(0.0001, now + tone.start);
      gain.gain.exponentialRampToValueAtTime(0.2, now + tone.start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + tone.start + tone.length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + tone.start);
      oscillator.stop(now + tone.start + tone.length);
    }
  } catch (failure) {
    console.warn('The notification sound could not play', failure);
  }
}
