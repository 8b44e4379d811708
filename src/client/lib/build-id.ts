/**
 * The id of the build this page runs, stamped in by the build (tools/vite/build-id-plugin.ts)
 * and served beside it as /build.json. Undefined in development and tests: no build to watch.
 */
export const CURRENT_BUILD_ID: string | undefined =
  (import.meta.env.VITE_BUILD_ID as string | undefined) || undefined;
