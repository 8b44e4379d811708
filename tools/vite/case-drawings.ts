/**
 * Vite's assetsInlineLimit: the case drawings (assets/cases/) are always files of their own,
 * fetched when a case shows, never data inlined into a script whatever their size; other
 * assets keep Vite's default.
 */
export function caseDrawingsStayFiles(file: string): false | undefined {
  return /[\\/]assets[\\/]cases[\\/][^\\/]+\.svg$/.test(file) ? false : undefined;
}
