/**
 * Usernames for players who arrive through Steam. Persona names are free text (spaces,
 * emoji, any script), usernames are 3-20 of [A-Za-z0-9_]: keep what fits, else fall back to
 * `steam_<last 6 digits>`. Candidates in order of preference; the caller takes the first free.
 */
export function usernameCandidates(steamId: string, personaName: string | undefined): string[] {
  const fallback = `steam_${steamId.slice(-6)}`;
  const base = fromPersonaName(personaName);
  const candidates = base ? [base, `${trimmed(base, 13)}_${steamId.slice(-6)}`] : [];
  // The last 13 digits are what differs between individual SteamID64s: unique per account.
  candidates.push(fallback, `steam_${steamId.slice(-13)}`);
  return [...new Set(candidates)];
}

/** The persona name reduced to username characters, or null when too little is left. */
export function fromPersonaName(personaName: string | undefined): string | null {
  if (!personaName) return null;
  const cleaned = personaName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // accents: "Jérôme" -> "Jerome"
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/_+/g, '_');
  const name = trimmed(cleaned.replace(/^_+/, ''), 20);
  return name.length >= 3 ? name : null;
}

function trimmed(name: string, max: number): string {
  return name.slice(0, max).replace(/_+$/, '');
}
