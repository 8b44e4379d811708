// The checks live with the fair primitives, so the browser's verifiers run the same code.
export {
  QUICKNET,
  quicknetFirstRoundFrom,
  quicknetMessage,
  quicknetRandomness,
  quicknetRoundAt,
  quicknetRoundTime,
  verifyQuicknetSignature,
} from '../../../../games/fair/drandQuicknet';
