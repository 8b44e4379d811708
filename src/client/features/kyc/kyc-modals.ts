import { registerModal } from '../modals/modal-registry';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { sessionStore } from '../session/session-store';

/** The KYC feature's view (KYC), and the spec's rule: kyc.verified reloads the user. */
export function registerKycModals(): void {
  registerModal('KYC', { load: () => import('./KycView'), title: 'Verify your identity' });
  onRealtimeEvent('kyc.verified', () => void sessionStore.getState().load());
}
