import { describe, expect, it, vi } from 'vitest';
import { createPageBus, SceneDriver } from './scene-driver';

function setup() {
  const bus = createPageBus();
  const playSound = vi.fn();
  const driver = new SceneDriver(bus, { playSound });
  driver.attach();
  const seen: [string, unknown][] = [];
  bus.on('*', (type, payload) => {
    if (String(type).includes(':')) seen.push([String(type), payload]);
  });
  return { bus, driver, playSound, seen };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('SceneDriver', () => {
  it('holds commands until ready, then sends the latest state and the queued outcomes', () => {
    const { bus, driver, seen } = setup();
    driver.show('plinko:board', { rows: 8, multipliers: [1] });
    driver.show('plinko:board', { rows: 12, multipliers: [2] });
    void driver.play('plinko:drop', { id: 'a', path: [0, 1], bucket: 1 }, 5_000);
    expect(seen).toEqual([]);

    bus.emit('ready');
    expect(driver.isReady()).toBe(true);
    expect(seen).toEqual([
      ['plinko:board', { rows: 12, multipliers: [2] }],
      ['plinko:drop', { id: 'a', path: [0, 1], bucket: 1 }],
    ]);
  });

  it('resolves a play on its own done only', async () => {
    const { bus, driver } = setup();
    bus.emit('ready');
    const a = driver.play('dice:roll', roll('a'), 60_000);
    const b = driver.play('dice:roll', roll('b'), 60_000);
    bus.emit('done', { id: 'b' });
    expect(await settled(a)).toBe(false);
    expect(await settled(b)).toBe(true);
    bus.emit('done', { id: 'a' });
    expect(await settled(a)).toBe(true);
  });

  it("lands an outcome sent twice for both who wait, by the second one's limit", async () => {
    vi.useFakeTimers();
    try {
      const { bus, driver } = setup();
      bus.emit('ready');
      const first = driver.play('dice:roll', roll('again'), 1_000);
      const second = driver.play('dice:roll', roll('again'), 5_000);
      vi.advanceTimersByTime(1_000); // the first's limit: replaced, it ends nothing
      expect(await settled(first)).toBe(false);
      vi.advanceTimersByTime(4_000);
      expect(await settled(first)).toBe(true);
      expect(await settled(second)).toBe(true);
      expect(driver.isAnimating()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reveals after the time limit when the scene never answers', async () => {
    vi.useFakeTimers();
    try {
      const { bus, driver } = setup();
      bus.emit('ready');
      const play = driver.play('dice:roll', roll('slow'), 3_000);
      vi.advanceTimersByTime(2_999);
      expect(await settled(play)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(await settled(play)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a scene that failed to load reveals at once, now and later', async () => {
    const { driver, seen } = setup();
    const waiting = driver.play('dice:roll', roll('x'), 60_000);
    driver.fail();
    expect(await settled(waiting)).toBe(true);
    expect(await settled(driver.play('dice:roll', roll('y'), 60_000))).toBe(true);
    expect(seen).toEqual([]);
    expect(driver.isFailed()).toBe(true);
  });

  it('plays the scene’s sounds and lets everything through on dispose', async () => {
    const { bus, driver, playSound } = setup();
    bus.emit('sound', { name: 'game.plinko-bounce', gain: 0.5 });
    expect(playSound).toHaveBeenCalledWith('game.plinko-bounce', 0.5);
    bus.emit('ready');
    const play = driver.play('mines:cashout', { id: 'c', minePositions: [1] }, 60_000);
    driver.dispose();
    expect(await settled(play)).toBe(true);
    bus.emit('sound', { name: 'ui.tactile' });
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers when it becomes ready', () => {
    const { bus, driver } = setup();
    const listener = vi.fn();
    const unsubscribe = driver.subscribe(listener);
    bus.emit('ready');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    driver.fail();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

function roll(id: string) {
  return { id, roll: 5000, target: 5000, direction: 'over' as const, win: false };
}

describe('SceneDriver skip', () => {
  it('asks the scene to skip only while an outcome animates', async () => {
    const { bus, driver } = setup();
    const skips: unknown[] = [];
    bus.on('scene:skip', (event) => skips.push(event));
    expect(driver.skip()).toBe(false); // not ready
    bus.emit('ready');
    expect(driver.skip()).toBe(false); // nothing animating
    const play = driver.play('dice:roll', roll('s'), 60_000);
    expect(driver.isAnimating()).toBe(true);
    expect(driver.skip()).toBe(true);
    expect(skips).toHaveLength(1);
    // the scene lands and answers as usual: the play resolves on its done
    bus.emit('done', { id: 's' });
    expect(await settled(play)).toBe(true);
    expect(driver.isAnimating()).toBe(false);
    expect(driver.skip()).toBe(false);
    expect(skips).toHaveLength(1);
  });

  it('lands a play queued while the scene loads as soon as it is ready, when skipped', () => {
    const { bus, driver } = setup();
    const order: string[] = [];
    bus.on('dice:roll', ({ id }) => order.push(`roll ${id}`));
    bus.on('scene:skip', () => order.push('skip'));
    void driver.play('dice:roll', roll('early'), 60_000);
    expect(driver.skip()).toBe(true); // Escape before the scene loaded
    expect(order).toEqual([]);
    bus.emit('ready');
    expect(order).toEqual(['roll early', 'skip']);
    // The skip was used: a later ready (a rebuilt scene) skips nothing again.
    bus.emit('ready');
    expect(order).toEqual(['roll early', 'skip']);
  });
});
