import { useTranslation } from 'react-i18next';
import type { TNotification } from '@sigil/core';
import { shortDid } from '../../../components/did-text';

/** Who a notification comes from: a person's name (or DID), or an organisation's. */
export function senderOf(notification: TNotification): string {
  switch (notification.kind) {
    case 'contact-shared':
      return notification.data.fromName || notification.data.fromDid;
    case 'endorsement-issued':
    case 'endorsement-revoked':
      return notification.data.organisationName;
    case 'invitation-answered':
      return notification.data.inviteeName || notification.data.inviteeDid;
  }
}

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
      case 'endorsement-issued':
        return t('notifications.endorsementIssued', {
          organisation: notification.data.organisationName,
          role: notification.data.roleName,
        });
      case 'endorsement-revoked':
        return t('notifications.endorsementRevoked', {
          organisation: notification.data.organisationName,
          role: notification.data.roleName,
        });
      case 'invitation-answered':
        return t(
          notification.data.accepted
            ? 'notifications.invitationAccepted'
            : 'notifications.invitationRejected',
          {
            name: notification.data.inviteeName || shortDid(notification.data.inviteeDid),
            role: notification.data.roleType,
          },
        );
    }
  };
}
