import { ZNotification, ZNotificationsSeen, type TNotification } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { mutationHook } from '../../../lib/mutation-hook';
import { invalidateNotifications, NOTIFICATIONS_PATH } from './get-notifications';

/** POST /api/v1/notifications/{id}/seen — opening a notification marks it seen. */
export async function markNotificationSeen(id: string): Promise<TNotification> {
  return ZNotification.parse(
    await apiClient.post(`${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}/seen`, {}),
  );
}

/** POST /api/v1/notifications/seen — mark all as seen. */
export async function markAllNotificationsSeen(): Promise<number> {
  return ZNotificationsSeen.parse(await apiClient.post(`${NOTIFICATIONS_PATH}/seen`, {})).unseen;
}

export const useMarkNotificationSeen = mutationHook(markNotificationSeen, invalidateNotifications);
export const useMarkAllNotificationsSeen = mutationHook(markAllNotificationsSeen, invalidateNotifications);
