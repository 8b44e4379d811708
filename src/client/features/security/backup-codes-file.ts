import { siteBrand } from '../../lib/brand';

/** The backup codes as a text file a player can keep (what "Download" saves). */
export function backupCodesText(
  codes: readonly string[],
  username: string,
  createdAt: Date,
): string {
  return [
    `${siteBrand().name} backup codes for ${username}`,
    `Created ${createdAt.toISOString().slice(0, 10)}. Newer codes replace these.`,
    'Each code signs you in once when your authenticator app is not at hand.',
    '',
    ...codes,
    '',
  ].join('\n');
}

export const backupCodesFileName = (username: string) => `gemdrop-backup-codes-${username}.txt`;

/** Saves `text` as a file through a temporary object URL (nothing leaves the browser). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Copies to the clipboard; false where the browser refuses (no permission, insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
