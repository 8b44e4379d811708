import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { EasingTable } from '../../games/engine/easings';
import { validateTuning, type TuningFile } from '../../games/engine/tuning';

// The viewer's "Save": writes a game's tuning back to games/<game>/tuning.json, the file
// its scene imports. Dev server only; it writes nothing but an existing tuning.json, and
// only a tuning with exactly that file's settings, each in range.

const ROUTE = '/__tuning/';
const MAX_BODY = 64 * 1024;

export interface SaveAnswer {
  status: number;
  message: string;
}

/** A game's own easing curves, by its scene name (the client registry's easingsOf). */
export type EasingsOf = (game: string) => Promise<EasingTable>;

/**
 * Checks and writes one game's tuning; `gamesDir` is the repo's games/ folder, `own` the
 * game's own curves.
 */
export function saveTuning(
  gamesDir: string,
  game: string,
  body: string,
  own: EasingTable,
): SaveAnswer {
  if (!/^[a-z][a-z0-9-]*$/.test(game)) return { status: 400, message: 'Unknown game' };
  const file = path.join(gamesDir, game, 'tuning.json');
  if (!existsSync(file)) return { status: 404, message: `No tuning.json for ${game}` };
  let candidate: unknown;
  try {
    candidate = JSON.parse(body);
  } catch {
    return { status: 400, message: 'The tuning is not valid JSON' };
  }
  const current = JSON.parse(readFileSync(file, 'utf8')) as TuningFile;
  const errors = validateTuning(candidate, current, own);
  if (errors.length > 0) return { status: 400, message: errors.join('; ') };
  writeFileSync(file, `${JSON.stringify(candidate, null, 2)}\n`);
  return { status: 200, message: `Saved games/${game}/tuning.json` };
}

/** How long after its own save a change of that file is taken for the save itself. */
const OWN_WRITE_MS = 3_000;

/**
 * The files the viewer just saved. The viewer already runs the tuning it saved, so the file
 * change that follows must not hot-reload the page: a reload would restart the scene and
 * wipe the "Saved" message a moment after it shows. Changes made anywhere else still reload.
 */
export function ownWrites(window = OWN_WRITE_MS) {
  const written = new Map<string, number>();
  return {
    note(file: string, now: number): void {
      written.set(path.resolve(file), now);
    },
    /** True for a change of a file this saver wrote within the window (a write may signal twice). */
    take(file: string, now: number): boolean {
      const key = path.resolve(file);
      const at = written.get(key);
      if (at !== undefined && now - at <= window) return true;
      written.delete(key);
      return false;
    },
  };
}

/**
 * The registry's curves, loaded through the dev server when a save comes: importing the
 * registry here would pull every game's pages and styles into the config's own bundle.
 */
async function registryEasings(server: ViteDevServer, gamesDir: string): Promise<EasingsOf> {
  const registry = await server.ssrLoadModule(path.join(gamesDir, 'registry.client.ts'));
  return registry.easingsOf as EasingsOf;
}

export function tuningSaver(gamesDir: string): Plugin {
  const own = ownWrites();
  return {
    name: 'scene-viewer-tuning-saver',
    apply: 'serve',
    hotUpdate({ file }) {
      if (own.take(file, Date.now())) return [];
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(ROUTE)) return next();
        const answer = (status: number, message: string) => {
          res.statusCode = status;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ message }));
        };
        if (req.method !== 'POST') return answer(405, 'POST a tuning');
        const game = decodeURIComponent(req.url.slice(ROUTE.length).split('?')[0] ?? '');
        let body = '';
        let tooBig = false;
        req.setEncoding('utf8');
        req.on('data', (chunk: string) => {
          body += chunk;
          if (body.length > MAX_BODY) tooBig = true;
        });
        req.on('end', () => {
          if (tooBig) return answer(413, 'The tuning is too large');
          registryEasings(server, gamesDir).then(
            async (easingsOf) => {
              const { status, message } = saveTuning(gamesDir, game, body, await easingsOf(game));
              if (status === 200) own.note(path.join(gamesDir, game, 'tuning.json'), Date.now());
              answer(status, message);
            },
            (error: unknown) => answer(500, `The game registry did not load: ${String(error)}`),
          );
        });
      });
    },
  };
}
