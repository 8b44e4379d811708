import type { SeedFormText } from './verifier-schema';

/** A verifier form's shared fields as a player types them: the tests of every game's form start here. */
export const typedSeeds: SeedFormText = {
  serverSeed: 'f2ac89b608eeb01312d115bce6741b32',
  serverSeedHash: '',
  clientSeed: '86ff027f15c48241af7f54a726690ee7',
  nonce: '3',
  amount: '2.50',
};
