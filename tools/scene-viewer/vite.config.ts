import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { phaserBuildPlugin } from '../vite/phaser-build-plugin';
import { tuningSaver } from './tuningSaver';

// The scene viewer: its own page and dev server (npm run viewer, port 5174), and the build
// the scene tests drive in Chromium (npm run build:viewer -> dist/viewer, preview on 4174).

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');

export default defineConfig({
  root: here,
  base: './',
  publicDir: path.join(repo, 'public'), // the app's sounds
  plugins: [react(), tuningSaver(path.join(repo, 'games')), phaserBuildPlugin()],
  build: {
    outDir: path.join(repo, 'dist/viewer'),
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    port: 5174,
    strictPort: true,
    fs: { allow: [repo] },
  },
  preview: {
    port: 4174,
    strictPort: true,
  },
});
