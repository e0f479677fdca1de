import { useTranslation } from 'react-i18next';
import type { TNotification } from '@sigil/core';
import { shortDid } from '../../../components/did-text';

/** A notification's sentence in the reader's language (each kind has its own text). */
export function useNotificationText(): (notification: TNotification) => string {
  const { t } = useTranslation();
  return (notification) => {
    switch (notification.kind) {
      case 'contact-shared':
        return t('notifications.contactShared', {
          name: notification.data.fromName || shortDid(notification.data.fromDid),
          contact: notification.data.contact.name,
        });
    }
  };
}
