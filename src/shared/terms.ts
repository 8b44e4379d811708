/** The terms of service version a player accepts; the server records it, the client sends it. */
export const TOS_VERSION = '2026-11';
