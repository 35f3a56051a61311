/**
 * Speech-like audio for the simulated agent: raw PCM 16-bit little-endian mono, as ElevenLabs
 * streams it. There is no text-to-speech here; each vowel of the text becomes a voiced syllable
 * (a few harmonics on a gliding pitch under a smooth envelope), and spaces become short pauses, so
 * a line sounds like babble of about the right length and drives the player like real speech.
 */

export const SAMPLE_RATE = 16_000;
export const AUDIO_FORMAT = `pcm_${SAMPLE_RATE}` as const;

const SYLLABLE_SECONDS = 0.16;
const SYLLABLE_GAP_SECONDS = 0.03;
const WORD_GAP_SECONDS = 0.07;
const AMPLITUDE = 0.22 * 0x7fff;
const VOWELS = /[аеёиоуыэюяіїєaeiouy]/i;

/**
 * How many times faster than a person the simulated voice speaks: 1 for the twin a developer talks
 * to; the test suites set `TWIN_SPEECH_PACE` (tests/support/loopback-limits.ts, vitest.config.ts) so
 * that a call's many lines, each waited out as a person would, take a fraction of the time.
 */
function speechPace(): number {
  const pace = Number(process.env.TWIN_SPEECH_PACE);
  return Number.isFinite(pace) && pace >= 1 ? pace : 1;
}

/** The PCM of a spoken line. */
export function speechFor(text: string): Buffer {
  const pace = speechPace();
  const samples: number[] = [];
  const silence = (seconds: number) => {
    for (let i = 0; i < Math.round(seconds * SAMPLE_RATE); i++) samples.push(0);
  };
  let syllable = 0;
  for (const char of text) {
    if (VOWELS.test(char)) {
      pushSyllable(samples, syllable++, SYLLABLE_SECONDS / pace);
      silence(SYLLABLE_GAP_SECONDS / pace);
    } else if (/\s/.test(char)) {
      silence(WORD_GAP_SECONDS / pace);
    }
  }
  const pcm = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => pcm.writeInt16LE(sample, i * 2));
  return pcm;
}

function pushSyllable(samples: number[], index: number, seconds: number): void {
  const count = Math.round(seconds * SAMPLE_RATE);
  // The pitch wanders from syllable to syllable and falls a little within each, as a voice does.
  const basePitch = 180 + 30 * Math.sin(index * 1.7);
  let phase = 0;
  for (let i = 0; i < count; i++) {
    const t = i / count;
    const pitch = basePitch * (1.05 - 0.1 * t);
    phase += (2 * Math.PI * pitch) / SAMPLE_RATE;
    const voice = Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.3 * Math.sin(3 * phase) + 0.15 * Math.sin(5 * phase);
    const envelope = Math.sin(Math.PI * t) ** 2;
    samples.push(Math.round((AMPLITUDE * envelope * voice) / 1.95));
  }
}

/** Seconds of audio in a PCM buffer. */
export function durationOf(pcm: Buffer): number {
  return pcm.length / 2 / SAMPLE_RATE;
}

/** Splits PCM into chunks of `seconds` each, as the agent streams them. */
export function chunksOf(pcm: Buffer, seconds = 0.25): Buffer[] {
  const size = Math.round(seconds * SAMPLE_RATE) * 2;
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < pcm.length; offset += size) chunks.push(pcm.subarray(offset, offset + size));
  return chunks;
}

/** Root mean square of PCM16LE samples, 0..1: how loud a chunk of the visitor's microphone is. */
export function loudness(pcm: Buffer): number {
  const count = Math.floor(pcm.length / 2);
  if (count === 0) return 0;
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const sample = pcm.readInt16LE(i * 2) / 0x8000;
    sum += sample * sample;
  }
  return Math.sqrt(sum / count);
}
