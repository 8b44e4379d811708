import type { Stage } from '../../../games/engine/stage';

// A PNG of what the stage shows. WebGL clears its drawing buffer once a frame is on screen,
// so the renderer's own snapshot reads the pixels at the end of the next frame it draws;
// the loop is woken for that frame should it be asleep. The canvas is transparent (the page
// shows through), so the shot is laid on the host's background.

export function captureStage(stage: Stage, background: string): Promise<string> {
  const { game } = stage;
  return new Promise((resolve, reject) => {
    game.renderer.snapshot((snapshot) => {
      if (!(snapshot instanceof HTMLImageElement)) {
        reject(new Error('The renderer gave no image'));
        return;
      }
      const canvas = document.createElement('canvas');
      canvas.width = snapshot.naturalWidth;
      canvas.height = snapshot.naturalHeight;
      const ctx = canvas.getContext('2d');
      if (!ctx) {
        reject(new Error('No 2D canvas to compose the screenshot'));
        return;
      }
      ctx.fillStyle = background;
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(snapshot, 0, 0);
      resolve(canvas.toDataURL('image/png'));
    }, 'image/png');
    if (!game.loop.running) {
      game.loop.resetDelta(); // the time asleep is no frame delta
      game.loop.wake();
    }
  });
}

/** Hands the browser a file to save. */
export function download(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
}
