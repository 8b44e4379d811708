import { Session } from 'node:inspector/promises';
import { relative } from 'node:path';

// Where this process's CPU goes while a load runs: the V8 sampling profiler (what
// `node --cpu-prof` writes), started around one load only, summarised by self time.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  /** Microseconds from the previous sample (the first: from startTime). */
  timeDeltas?: number[];
}

/** A part of a profile: milliseconds from its start (a process's own profile: its start). */
export interface ProfileWindow {
  fromMs: number;
  toMs: number;
}

export interface ProfileSummary {
  /** Sampled milliseconds of the whole profile. */
  totalMs: number;
  /** Top functions by self time. */
  functions: Array<{ name: string; ms: number; share: number }>;
  /** Self time by where the code lives: our source, each package, Node, GC, idle. */
  areas: Array<{ name: string; ms: number; share: number }>;
}

/** Runs `load` under the CPU profiler and answers its result with the profile's summary. */
export async function profiled<T>(
  load: () => Promise<T>,
  top = 12,
): Promise<{ result: T; summary: ProfileSummary }> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    const result = await load();
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    return { result, summary: summarise(profile, top) };
  } finally {
    session.disconnect();
  }
}

function areaOf(url: string, functionName: string): string {
  if (functionName === '(idle)') return 'idle (waiting on I/O)';
  if (functionName === '(garbage collector)') return 'garbage collector';
  if (functionName === '(program)') return 'V8 and native (program)';
  if (!url) return 'Node and V8 built-ins';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return 'Node built-ins';
  const path = relative(process.cwd(), url.replace(/^file:\/\//, ''));
  const top = /^(src\/\w+\/\w+|src\/\w+|games\/\w+|tools\/\w+)/.exec(path);
  return top ? top[1]! : path;
}

/** Each node's samples within `window`, and the window's length in ms. */
function windowHits(profile: Profile, window: ProfileWindow) {
  const hits = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let at = 0;
  let count = 0;
  samples.forEach((id, i) => {
    at += (deltas[i] ?? 0) / 1000;
    if (at < window.fromMs || at > window.toMs) return;
    hits.set(id, (hits.get(id) ?? 0) + 1);
    count++;
  });
  const endMs = Math.min(window.toMs, (profile.endTime - profile.startTime) / 1000);
  return { hits, count, totalMs: Math.max(0, endMs - window.fromMs) };
}

export function summarise(profile: Profile, top: number, window?: ProfileWindow): ProfileSummary {
  const part = window ? windowHits(profile, window) : undefined;
  const samples = profile.samples ?? [];
  const totalMs = part ? part.totalMs : (profile.endTime - profile.startTime) / 1000;
  const count = part ? part.count : samples.length;
  const perSample = count > 0 ? totalMs / count : 0;
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = part ? (part.hits.get(node.id) ?? 0) : (node.hitCount ?? 0);
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url ? relative(process.cwd(), url.replace(/^file:\/\//, '')) : '';
    const name = `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits * perSample);
    const area = areaOf(url, functionName);
    byArea.set(area, (byArea.get(area) ?? 0) + hits * perSample);
  }
  const ranked = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({ name, ms, share: totalMs > 0 ? ms / totalMs : 0 }));
  return { totalMs, functions: ranked(byFunction, top), areas: ranked(byArea, top) };
}

/** Prints a summary as two short tables. */
export function printSummary(title: string, summary: ProfileSummary): void {
  const pct = (share: number) => `${(share * 100).toFixed(1).padStart(5)}%`;
  console.log(`\n${title}: ${summary.totalMs.toFixed(0)} ms sampled`);
  console.log('  self time by area');
  for (const a of summary.areas) console.log(`    ${pct(a.share)}  ${a.name}`);
  console.log('  top functions by self time');
  for (const f of summary.functions) console.log(`    ${pct(f.share)}  ${f.name}`);
}
