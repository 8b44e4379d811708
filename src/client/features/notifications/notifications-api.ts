// Types only: the answer's shape comes from the shared contract, the call goes through apiRequest.
import type { Notification } from '../../../shared/contract/notifications';
import { apiRequest } from '../../lib/http';

/** The current server notifications for this visitor or user (GET /notifications). */
export async function fetchServerNotifications(): Promise<Notification[]> {
  const { notifications } = await apiRequest<{ notifications: Notification[] }>('/notifications');
  return Array.isArray(notifications) ? notifications : [];
}
