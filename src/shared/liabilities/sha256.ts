import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Sha256, Sha256Hex } from './merkleSumTree';

/** SHA-256 through the shared audited library: what the browser checks a proof with. */
export const sha256Text: Sha256 = (text) => sha256(utf8ToBytes(text));

export const sha256TextHex: Sha256Hex = (text) => bytesToHex(sha256(utf8ToBytes(text)));
