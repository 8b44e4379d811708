import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Accounts } from '../accounts/accounts';
import { ChatFeed } from './chatFeed';
import { ChatService } from './chatService';
import { OnlineUsers } from './onlineUsers';

export interface ChatServices {
  service: ChatService;
  feed: ChatFeed;
  online: OnlineUsers;
}

export function createChat(config: Config, db: Database, accounts: Accounts): ChatServices {
  const feed = new ChatFeed();
  return {
    service: new ChatService(db, accounts, config.chat, feed),
    feed,
    online: new OnlineUsers(db),
  };
}
