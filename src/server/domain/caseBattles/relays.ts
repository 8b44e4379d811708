import { channels } from '../../../shared/contract';
import type { RelayEntries } from '../../modules/serverModule';
import { channelRoom, userRoom } from '../../realtime/channels';
import { relay } from '../../realtime/relayEngine';

const battleListRoom = channelRoom(channels.game('case-battle'));

/**
 * Case battles: the battle's own channel and, for a public battle, the list's room (a socket
 * in both hears it once). A private battle's creation also goes to its creator's tabs:
 * nobody else knows its link yet. The browser sources of its players hear it too, in the
 * same turn; a private battle's go to its own players alone.
 */
export const caseBattleRelays: RelayEntries = () => [
  relay({
    on: 'case-battle',
    emit: (e) => e.name,
    audience: {
      to: 'room',
      rooms: (e) => {
        const rooms = [channelRoom(channels.caseBattle(e.battleId))];
        if (e.isPublic) rooms.push(battleListRoom);
        else if (e.name === 'case-battle.created') rooms.push(userRoom(e.creatorId));
        return rooms;
      },
    },
    data: (e) => e.data,
  }),
  relay({
    on: 'case-battle',
    emit: 'capture.case-battle',
    audience: { to: 'capture', userIds: (e) => e.userIds },
    data: ({ name, data }) => ({ name, data }),
  }),
];
