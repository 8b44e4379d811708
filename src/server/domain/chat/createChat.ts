import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Accounts } from '../accounts';
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
): ChatServices {
  return {
    service: new ChatService(db, accounts, config.chat, events),
    online: new OnlineUsers(db),
  };
}
