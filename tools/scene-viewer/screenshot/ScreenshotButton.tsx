import { useState } from 'react';
import { screenshotName } from './screenshotName';

// Downloads a PNG of the scene as it is now: <game>-<UTC time>.png.

interface Props {
  game: string;
  onError: (message: string) => void;
}

export function ScreenshotButton({ game, onError }: Props) {
  const [busy, setBusy] = useState(false);

  const take = async () => {
    setBusy(true);
    try {
      const [{ getStage }, { captureStage, download }] = await Promise.all([
        import('../../../games/engine/stage'),
        import('./capture'),
      ]);
      const stage = await getStage();
      const host = stage.game.canvas.parentElement;
      const background = host ? getComputedStyle(host).backgroundColor : '#111827';
      download(await captureStage(stage, background), screenshotName(game, new Date()));
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="secondary" disabled={busy} onClick={() => void take()}>
      Screenshot (PNG)
    </button>
  );
}
