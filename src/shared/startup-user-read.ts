/**
 * A returning player's first read of their user (the API's path, without its `/api`
 * prefix): the client sends it as a page opens, and the server names it in the page so the
 * browser starts it while the page's scripts still download. One text for both, so the
 * browser's early answer is the one the client asks for.
 */
export const STARTUP_USER_READ = '/startup?parts=user';
