import { defineConfig } from '@playwright/test';

// The scene checks: the built scene viewer (npm run build:viewer) served by vite preview,
// its probe mode driving the real Phaser scenes in Debian's Chromium.

const PORT = Number(process.env.SCENES_PORT ?? 4174);

export default defineConfig({
  testDir: 'tests/scenes',
  outputDir: 'test-results/scenes',
  reporter: 'list',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1024, height: 768 },
    // A trace costs a fifth of a test's time: kept on failure locally, not in CI.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          // Software WebGL, so the scenes run on the renderer players get by default.
          args: [
            '--no-sandbox',
            '--use-angle=swiftshader',
            '--enable-unsafe-swiftshader',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx vite preview --config tools/scene-viewer/vite.config.ts --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
