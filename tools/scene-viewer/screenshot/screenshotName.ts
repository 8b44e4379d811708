// What an exported screenshot is called: the game and when it was taken (UTC), e.g.
// dice-20261127-073012.png, so a designer's exports sort by time.

const two = (n: number) => String(n).padStart(2, '0');

export function screenshotName(game: string, at: Date): string {
  const day = `${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}`;
  const time = `${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}`;
  return `${game}-${day}-${time}.png`;
}
