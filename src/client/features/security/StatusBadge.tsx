/** "On" or "Off" (or "Verified"...) beside a setting's title, in words, not colour alone. */
export function StatusBadge({
  on,
  onText,
  offText,
}: {
  on: boolean;
  onText: string;
  offText: string;
}) {
  return (
    <span className={`status-badge${on ? ' status-badge--on' : ''}`} data-testid="status-badge">
      {on ? onText : offText}
    </span>
  );
}
