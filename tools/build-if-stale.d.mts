/** Builds the web app and the server when their sources are newer than the build. */
export function buildIfStale(): void;
