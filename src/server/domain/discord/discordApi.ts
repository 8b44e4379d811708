/** A Discord account as this site keeps it on the user (`platforms.discord`). */
export interface DiscordUser {
  id: string;
  username: string;
}

/**
 * Discord, as the linking flow and the membership check need it. The real adapter speaks
 * HTTP to Discord; the sandbox answers offline so the default start needs no Discord app.
 */
export interface DiscordApi {
  /** Where the player's browser goes to approve the link (Discord's authorize page). */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Trades the authorization code from the callback for a user access token. */
  exchangeCode(code: string, redirectUri: string): Promise<{ accessToken: string }>;
  /** The Discord account that approved the link. */
  currentUser(accessToken: string): Promise<DiscordUser>;
  /** Whether that account is a member of our Discord server (the configured guild). */
  isGuildMember(userId: string): Promise<boolean>;
}

/**
 * A failed Discord call. `refused`: Discord answered and rejected the code or token (the
 * player can simply try again); `unavailable`: anything else (down, slow, odd answer).
 */
export class DiscordApiError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'DiscordApiError';
  }
}
