/** Why leaving a game page now is worth a question, or null when it costs nothing. */
export function leaveReason({
  autoBetRunning,
  gameInProgress = false,
}: {
  autoBetRunning: boolean;
  gameInProgress?: boolean;
}): string | null {
  if (autoBetRunning) return 'Leaving stops your auto-bet once the bet in flight settles.';
  if (gameInProgress)
    return 'Your game is still in progress. Its stake stays on the board until you come back and finish it.';
  return null;
}
