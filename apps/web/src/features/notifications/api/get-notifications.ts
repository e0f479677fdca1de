import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_LIST_SIZE,
  ZNotificationList,
  type TNotification,
  type TNotificationList,
  type TRealtimeMessage,
} from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { useRealtimeTopic } from '../../../lib/realtime';
import { refreshQueries } from '../../../lib/refresh-queries';

export const NOTIFICATIONS_PATH = '/api/v1/notifications';
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, NOTIFICATIONS_KEY);
}

/** GET /api/v1/notifications — my newest notifications and how many are unseen. */
export async function getNotifications(): Promise<TNotificationList> {
  return ZNotificationList.parse(await apiClient.get(NOTIFICATIONS_PATH));
}

export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: NOTIFICATIONS_KEY, queryFn: getNotifications });

/**
 * My notifications, kept current by the live channel of my DID: a pushed notification goes to the
 * top of the list at once (and `onArrived` hears it); after the channel dropped and came back the
 * list is fetched again.
 */
export function useNotifications(did: string | null, onArrived?: (notification: TNotification) => void) {
  const queryClient = useQueryClient();
  const onMessage = useCallback(
    (message: TRealtimeMessage) => {
      if (message.type !== 'notification') return;
      const { notification } = message;
      queryClient.setQueryData<TNotificationList>(NOTIFICATIONS_KEY, (list) =>
        list && !list.data.some((known) => known.id === notification.id)
          ? {
              data: [notification, ...list.data].slice(0, NOTIFICATION_LIST_SIZE),
              unseen: list.unseen + (notification.seen ? 0 : 1),
            }
          : list,
      );
      onArrived?.(notification);
    },
    [queryClient, onArrived],
  );
  const onReconnected = useCallback(() => void invalidateNotifications(queryClient), [queryClient]);
  useRealtimeTopic(did, onMessage, onReconnected);
  return useQuery({ ...getNotificationsQueryOptions(), enabled: !!did });
}
