// What the rest of the server may use of this module; its other files are its own.
export { Inventory } from './inventory';
export type { ConsumeContext, ConsumeOutcome } from './inventory';
export { inventoryView } from './inventoryView';
