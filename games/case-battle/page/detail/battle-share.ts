// What GAME_SHARE shares: a battle's page on this site. The props are the modal's (from
// any caller), so they are read defensively.

export interface BattleShareProps {
  battleId: string;
  private: boolean;
}

/** The battle's page, canonical path (the route case-battles-id). */
export const battlePath = (id: string) => `/case-battles/${encodeURIComponent(id)}`;

export function shareOf(
  props: Record<string, unknown>,
  origin: string,
): { url: string; private: boolean } | null {
  const id = props.battleId;
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { url: `${origin}${battlePath(id)}`, private: props.private === true };
}
