import type { GlyphShape } from '../../../../games/manifest.client';
import { LOBBY_GAMES } from '../../../../games/registry.client';
import type { GameKey } from './games';

/** One stroke of a glyph, as the game's client manifest draws it. */
function Stroke({ shape }: { shape: GlyphShape }) {
  const fill = shape.filled ? 'currentColor' : undefined;
  if ('path' in shape) return <path d={shape.path} fill={fill} />;
  if ('circle' in shape) {
    const [cx, cy, r] = shape.circle;
    return <circle cx={cx} cy={cy} r={r} fill={fill} />;
  }
  if ('ellipse' in shape) {
    const [cx, cy, rx, ry] = shape.ellipse;
    return <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill={fill} />;
  }
  const [x, y, width, height, rx] = shape.rect;
  return <rect x={x} y={y} width={width} height={height} rx={rx} fill={fill} />;
}

/** Line glyphs for each game (from its client manifest), drawn in currentColor on a 24-unit grid. */
const glyphs = new Map<GameKey, readonly GlyphShape[]>(
  LOBBY_GAMES.map((game) => [game.key, game.icon]),
);

export function GameIcon({ game, size = 24 }: { game: GameKey; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {glyphs.get(game)?.map((shape, i) => (
        <Stroke key={i} shape={shape} />
      ))}
    </svg>
  );
}
