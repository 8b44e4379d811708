import { useEffect, useState, useSyncExternalStore } from 'react';
import { playSound } from '../audio/audio-player';
import { createPageBus, SceneDriver } from './scene-driver';

/** One bus and its driver per page, listening while the page is mounted. */
export function useGameScene(): SceneDriver {
  const [driver] = useState(() => new SceneDriver(createPageBus(), { playSound }));
  useEffect(() => {
    driver.attach();
    return () => driver.dispose();
  }, [driver]);
  return driver;
}

/** 'loading' until the scene accepts commands; 'failed' when it could not load. */
export function useSceneStatus(driver: SceneDriver): 'loading' | 'ready' | 'failed' {
  return useSyncExternalStore(driver.subscribe, () =>
    driver.isFailed() ? 'failed' : driver.isReady() ? 'ready' : 'loading',
  );
}
