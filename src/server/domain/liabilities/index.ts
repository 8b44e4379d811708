// What the rest of the server may use of this module; its other files are its own.
export { saltOf, treeOf, userHashOfId } from './leafHashing';
export { ProofOfLiabilities } from './proofOfLiabilities';
