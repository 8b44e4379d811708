/** A transfer kind as a player reads it: 'vault-deposit' -> 'Vault deposit'. */
export function kindLabel(kind: string): string {
  const words = kind.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
