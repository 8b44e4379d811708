// What the rest of the server may use of this module; its other files are its own.
export { createHumanCheck } from './createHumanCheck';
export { assertHuman } from './humanCheck';
export type { HumanCheck } from './humanCheck';
