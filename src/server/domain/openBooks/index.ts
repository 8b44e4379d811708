// What the rest of the server may use of this module; its other files are its own.
export { OpenBooks } from './openBooks';
export { returnFigures } from './returnInterval';
export { WHEEL_GAME } from './spinBooking';
