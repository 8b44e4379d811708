import { CLIENT_GAMES, type LobbyKey } from '../../../../games/registry.client';

// Capture links: /embed/{game}?token=...&w=..&h=..&bg=transparent|chroma|#hex, a stream's
// browser source (OBS). Pure: building one for the settings, reading one on the embed page.

/** A game a capture route may follow: its lobby key, as in routes (CAPTURE_GAMES: which do). */
export type CaptureGame = LobbyKey;

/** The games whose manifest has a capture view, by name (in the lobby's order). */
export const CAPTURE_GAME_NAMES: Partial<Record<CaptureGame, string>> = Object.fromEntries(
  CLIENT_GAMES.flatMap((game): [CaptureGame, string][] =>
    game.capture ? [[game.lobby.key, game.lobby.name]] : [],
  ),
);
export const CAPTURE_GAMES = Object.keys(CAPTURE_GAME_NAMES) as CaptureGame[];

/** The chroma-key green OBS's filter keys out by default. */
export const CHROMA_KEY = '#00ff00';

export const CAPTURE_SIZE = { min: 160, max: 3840, defaultWidth: 1280, defaultHeight: 720 };

export type CaptureBackground =
  { kind: 'transparent' } | { kind: 'chroma'; color: string } | { kind: 'color'; color: string };

export interface CaptureParams {
  token: string | null;
  width: number;
  height: number;
  background: CaptureBackground;
}

const HEX = /^#[0-9a-f]{6}$/i;

export function isCaptureGame(game: string | undefined): game is CaptureGame {
  return (CAPTURE_GAMES as readonly string[]).includes(game ?? '');
}

function size(text: string | null, fallback: number): number {
  if (text === null || !/^\d{1,5}$/.test(text)) return fallback;
  return Math.min(CAPTURE_SIZE.max, Math.max(CAPTURE_SIZE.min, Number(text)));
}

function background(text: string | null): CaptureBackground {
  if (text === 'chroma') return { kind: 'chroma', color: CHROMA_KEY };
  if (text !== null && HEX.test(text)) return { kind: 'color', color: text.toLowerCase() };
  return { kind: 'transparent' };
}

/** What an embed address asks for; anything unreadable falls back to the defaults. */
export function readCaptureParams(search: string): CaptureParams {
  const query = new URLSearchParams(search);
  const token = query.get('token');
  return {
    token: token && token.length <= 512 ? token : null,
    width: size(query.get('w'), CAPTURE_SIZE.defaultWidth),
    height: size(query.get('h'), CAPTURE_SIZE.defaultHeight),
    background: background(query.get('bg')),
  };
}

/** The CSS colour behind the canvas. */
export function backgroundColour(background: CaptureBackground): string {
  return background.kind === 'transparent' ? 'transparent' : background.color;
}

export interface CaptureLinkOptions {
  origin: string;
  game: CaptureGame;
  token: string;
  width: number;
  height: number;
  /** 'transparent', 'chroma' or a #rrggbb colour. */
  bg: string;
}

/** The address to paste into a browser source. */
export function captureLink({
  origin,
  game,
  token,
  width,
  height,
  bg,
}: CaptureLinkOptions): string {
  const query = new URLSearchParams({ token, w: String(width), h: String(height), bg });
  return `${origin}/embed/${game}?${query.toString()}`;
}
