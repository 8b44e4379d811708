import type { RelayEntries } from '../../modules/serverModule';
import { relay } from '../../realtime/relayEngine';

/** A case opened, to the browser sources that follow its player. */
export const caseRelays: RelayEntries = () => [
  relay({
    on: 'case.opened',
    emit: 'capture.case-opening',
    audience: { to: 'capture', userIds: (e) => [e.userId] },
    data: ({ userId: _userId, case: opened, openings, ...timing }) => ({
      case: opened,
      openings: openings.map(({ id, item }) => ({ id, item })),
      ...timing,
    }),
  }),
];
