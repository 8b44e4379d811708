#!/usr/bin/env node
/**
 * Synthesises the placeholder sounds into public/audio/{category}/{name}.wav: short sine,
 * sweep and noise envelopes, 16 kHz mono 16-bit, a few KB each. Deterministic (seeded noise),
 * so re-running it changes nothing. The names must match the audio registry
 * (src/client/features/audio/sounds.ts, with each game's games/<game>/sounds.ts; a unit
 * test there checks that every sound has its files).
 *
 *   node tools/generate-sounds.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const RATE = 16_000;
const root = resolve(import.meta.dirname, '..', 'public', 'audio');

/** A tiny seeded PRNG so the noise is the same on every run. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * One voice: a tone from `from` Hz to `to` Hz (or noise when `noise`), starting at `at` s,
 * lasting `length` s, with a fast attack and exponential decay.
 */
function render(duration, voices, seed = 1) {
  const samples = new Float32Array(Math.round(duration * RATE));
  const random = prng(seed);
  for (const {
    from = 440,
    to = from,
    at = 0,
    length = duration,
    gain = 0.5,
    noise = false,
  } of voices) {
    const start = Math.round(at * RATE);
    const count = Math.min(samples.length - start, Math.round(length * RATE));
    let phase = 0;
    for (let i = 0; i < count; i += 1) {
      const t = i / count;
      const frequency = from + (to - from) * t;
      phase += (2 * Math.PI * frequency) / RATE;
      const attack = Math.min(1, i / (0.004 * RATE));
      const envelope = attack * Math.exp(-5 * t) * (1 - t);
      const value = noise ? random() * 2 - 1 : Math.sin(phase);
      samples[start + i] += value * envelope * gain;
    }
  }
  return samples;
}

function wav(samples) {
  const buffer = Buffer.alloc(44 + samples.length * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples.length * 2, 4);
  buffer.write('WAVE', 8);
  buffer.write('fmt ', 12);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(RATE, 24);
  buffer.writeUInt32LE(RATE * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples.length * 2, 40);
  samples.forEach((sample, i) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    buffer.writeInt16LE(Math.round(clamped * 32767), 44 + i * 2);
  });
  return buffer;
}

const tone = (from, duration, extra = {}) => [duration, [{ from, ...extra }]];
const chord = (notes, duration, step = 0.06) => [
  duration,
  notes.map((from, i) => ({ from, at: i * step, length: duration - i * step, gain: 0.35 })),
];

/** [path under public/audio, duration s, voices]. */
const sounds = {
  'game/wheel-tick': tone(1800, 0.04, { gain: 0.4 }),
  'game/wheel-end': chord([523, 659, 784], 0.45),
  'game/case-open': [
    0.3,
    [
      { noise: true, gain: 0.3 },
      { from: 300, to: 900, gain: 0.3 },
    ],
  ],
  'game/case-rare-win': chord([659, 830, 988, 1319], 0.6, 0.07),
  'game/case-big-win': chord([523, 659, 784, 1047, 1319], 0.7, 0.08),
  'game/plinko-bounce-1': tone(1200, 0.06),
  'game/plinko-bounce-2': tone(1320, 0.06),
  'game/plinko-bounce-3': tone(1450, 0.06),
  'game/plinko-bounce-4': tone(1580, 0.06),
  'game/plinko-bounce-5': tone(1700, 0.06),
  'game/plinko-finish': chord([784, 1047], 0.25),
  'game/mines-explosion': [
    0.5,
    [
      { noise: true, gain: 0.6 },
      { from: 120, to: 40, gain: 0.5 },
    ],
  ],
  'game/mines-reveal': tone(880, 0.12, { to: 1320 }),
  'game/battle-start': chord([392, 523, 659], 0.4),
  'game/battle-end': chord([659, 523, 392], 0.4),
  'game/roulette-bet-1': [
    0.1,
    [
      { noise: true, gain: 0.25 },
      { from: 700, gain: 0.3 },
    ],
  ],
  'game/roulette-bet-2': [
    0.1,
    [
      { noise: true, gain: 0.25 },
      { from: 820, gain: 0.3 },
    ],
  ],
  'game/roulette-spin': tone(300, 0.35, { to: 600 }),
  'game/roulette-end': chord([587, 880], 0.3),
  'chat/message': tone(990, 0.08),
  'chat/mention': chord([880, 1175], 0.2),
  'chat/system': tone(660, 0.15),
  'chat/open-mute-menu': tone(500, 0.08, { to: 700 }),
  'chat/muted': tone(400, 0.18, { to: 250 }),
  'ui/tactile': [0.03, [{ noise: true, gain: 0.3 }]],
  'ui/input': tone(1500, 0.03, { gain: 0.3 }),
  'ui/bright': tone(1200, 0.1, { to: 1600 }),
  'ui/dim': tone(700, 0.1, { to: 500 }),
  'ui/epic': chord([440, 554, 659, 880], 0.6, 0.09),
  'ui/appear': tone(600, 0.12, { to: 900 }),
  'ui/disappear': tone(900, 0.12, { to: 600 }),
  'ui/error': [
    0.25,
    [
      { from: 220, gain: 0.4 },
      { from: 233, gain: 0.4 },
    ],
  ],
  'ui/clear': [
    0.15,
    [
      { noise: true, gain: 0.2 },
      { from: 1000, to: 400, gain: 0.3 },
    ],
  ],
  'ui/collect': chord([1047, 1319], 0.2, 0.05),
  'ui/collect-gift': chord([1047, 1319, 1568], 0.3, 0.06),
  'ui/ping': tone(1760, 0.08),
  'ui/cashier': [0.3, [{ noise: true, gain: 0.2, length: 0.05 }, ...chord([1319, 1760], 0.3)[1]]],
};

let bytes = 0;
Object.entries(sounds).forEach(([name, [duration, voices]], index) => {
  const file = resolve(root, `${name}.wav`);
  mkdirSync(dirname(file), { recursive: true });
  const data = wav(render(duration, voices, index + 1));
  writeFileSync(file, data);
  bytes += data.length;
});
console.log(
  `Wrote ${Object.keys(sounds).length} sounds (${Math.round(bytes / 1024)} KB) to public/audio`,
);
