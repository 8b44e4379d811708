import { overrideReducedMotion } from './motionOverride';

// The viewer page's one override of the reduced-motion query, in place before any scene
// mounts (this module loads with the viewer, ahead of the stage).

export const motionOverride = overrideReducedMotion(window);
