/**
 * Whether the revealed server seed hashes to the hash shown before play: the same line in
 * every verifier. `matches` is null when no hash was given: then `noHash` is shown, or
 * nothing.
 */
export function SeedHashVerdict({
  matches,
  ok = 'The server seed matches its hash.',
  noHash,
}: {
  matches: boolean | null;
  ok?: string;
  noHash?: string;
}) {
  if (matches === null && noHash === undefined) return null;
  const tone = matches === null ? 'none' : matches ? 'ok' : 'bad';
  return (
    <p className={`verifier__hash verifier__hash--${tone}`}>
      {matches === null ? noHash : matches ? ok : 'The server seed does NOT match this hash.'}
    </p>
  );
}
