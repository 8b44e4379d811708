/**
 * The WAI-ARIA tabs pattern's keys: arrows move to the next or previous tab (wrapping), Home
 * and End to the first and last. Null for any other key.
 */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
