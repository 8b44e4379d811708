// What the rest of the server may use of this module; its other files are its own.
export { isUuid, publicUserOf } from './chatRecords';
export type { AuthorRow } from './chatRecords';
export type { ChatService } from './chatService';
export { createChat } from './createChat';
export type { ChatServices } from './createChat';
export { EMOTES } from './emotes';
export { onlineCount } from './onlineUsers';
export type { PresenceSnapshot } from './onlineUsers';
