import { useEffect, useState } from 'react';
import { isChunkLoadError } from '../../lib/chunk-reload';
import { recoverChunk } from './build-watch';

export type ChunkRecoveryState = 'none' | 'checking' | 'reloading' | 'failed';

/**
 * For an error screen: a failed chunk first asks whether a new build explains it and, if
 * so, reloads (guarded). 'failed' means show the error after all.
 */
export function useChunkRecovery(error: unknown): ChunkRecoveryState {
  const chunkError = isChunkLoadError(error);
  const [state, setState] = useState<ChunkRecoveryState>(chunkError ? 'checking' : 'none');

  useEffect(() => {
    if (!chunkError) return setState('none');
    let current = true;
    setState('checking');
    void recoverChunk(error).then((reloading) => {
      if (current) setState(reloading ? 'reloading' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [error, chunkError]);

  return state;
}
