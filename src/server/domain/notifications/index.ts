// What the rest of the server may use of this module; its other files are its own.
export { reaches } from './audience';
export { createNotifications } from './createNotifications';
export { planChange } from './deliveryPlan';
export type { Delivery } from './deliveryPlan';
export { noticesOn } from './eventNotices';
export type { EventNotices, RaisedNotice } from './eventNotices';
export {
  ROUND_NOTICE_LIFETIME_MS,
  formatMultiplier,
  gameDisabledNotice,
  gemsBlock,
  msAfter,
  pausedGameMessage,
  textBlock,
} from './gameNotices';
export { phaseAt } from './lifecycle';
export type { Notifications, RaiseInput } from './notifications';
export { NotificationTimeline } from './timeline';
export { toNotification } from './toNotification';
export { fromWire, toWire } from './wireRecord';
