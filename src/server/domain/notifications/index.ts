// What the rest of the server may use of this module; its other files are its own.
export { reaches } from './audience';
export { createNotifications } from './createNotifications';
export { planChange } from './deliveryPlan';
export type { Delivery } from './deliveryPlan';
export { gameDisabledNotice, pausedGameMessage } from './gameNotices';
export { phaseAt } from './lifecycle';
export type { Notifications, RaiseInput } from './notifications';
export { NotificationTimeline } from './timeline';
export { toNotification } from './toNotification';
export { fromWire, toWire } from './wireRecord';
