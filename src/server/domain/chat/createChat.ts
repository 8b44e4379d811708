import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Accounts } from '../accounts';
import type { Broadcast } from '../broadcast';
import type { DomainEventBus } from '../events';
import { ChatService } from './chatService';
import { OnlineUsers } from './onlineUsers';

export interface ChatServices {
  service: ChatService;
  online: OnlineUsers;
}

export function createChat(
  config: Config,
  db: Database,
  accounts: Accounts,
  events: DomainEventBus,
  broadcast: Broadcast,
): ChatServices {
  return {
    service: new ChatService(db, accounts, config.chat, events, broadcast),
    online: new OnlineUsers(db),
  };
}
