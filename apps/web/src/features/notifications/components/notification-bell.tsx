import { useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import type { TNotification } from '@sigil/core';
import { useAppLinks, type AppLinks } from '../../../lib/app-links';
import type { LinkTarget } from '../../../lib/routing';
import { useSessionStore } from '../../../lib/session-store';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsSeen, useMarkNotificationSeen } from '../api/mark-seen';
import { NotificationItem } from './notification-item';
import { useNotificationText } from './notification-text';

/** The screen a notification is about; a shared contact has none: its card opens in the list. */
function subjectOf(notification: TNotification, links: AppLinks): LinkTarget | null {
  switch (notification.kind) {
    case 'contact-shared':
      return null;
    case 'endorsement-issued':
    case 'endorsement-revoked':
      return links.toEndorsements();
    case 'invitation-answered':
      return links.toInvitationsOfRole(notification.data.roleType);
  }
}

/**
 * The header's bell: the unseen count, live; the list of my newest notifications, each opening
 * what it is about, or a shared contact's card in place (either marks it seen); Mark all as seen.
 * A notification that arrives while the console is open is also told in a toast.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const text = useNotificationText();
  const did = useSessionStore((state) => state.profile?.did ?? null);
  const onArrived = useCallback(
    (notification: TNotification) => enqueueSnackbar(text(notification), { variant: 'info' }),
    [enqueueSnackbar, text],
  );
  const notifications = useNotifications(did?.startsWith('did:') ? did : null, onArrived);
  const markSeen = useMarkNotificationSeen();
  const markAllSeen = useMarkAllNotificationsSeen();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const titleId = useId();
  const popoverId = useId();
  const unseen = notifications.data?.unseen ?? 0;
  const list = notifications.data?.data ?? [];

  const links = useAppLinks();
  const navigate = useNavigate();

  const marking = useRef(new Set<string>());
  const openItem = (notification: TNotification) => {
    // Seen once: a second click before the list is fetched again sends nothing. A ref, not the
    // render's state: a double-click's second click can come before React renders the first one's.
    if (!notification.seen && !marking.current.has(notification.id)) {
      marking.current.add(notification.id);
      const id = notification.id;
      void markSeen
        .mutateAsync(id)
        .catch(() => undefined)
        .finally(() => marking.current.delete(id));
    }
    const subject = subjectOf(notification, links);
    if (subject) {
      setAnchor(null);
      void navigate(subject.to);
    } else setOpenId((current) => (current === notification.id ? null : notification.id));
  };

  return (
    <>
      <IconButton
        aria-label={t('notifications.open', { count: unseen })}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="notification-bell"
      >
        <Badge badgeContent={unseen} color="error" max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: { xs: 'calc(100vw - 32px)', sm: 400 }, maxHeight: 'min(560px, 80vh)' },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
            {t('notifications.title')}
          </Typography>
          <Button
            size="small"
            disabled={unseen === 0 || markAllSeen.isPending}
            onClick={() => markAllSeen.mutate(undefined)}
          >
            {t('notifications.markAllSeen')}
          </Button>
        </Box>
        {list.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {notifications.isLoading ? t('app.loading') : t('notifications.empty')}
          </Typography>
        ) : (
          <List dense disablePadding aria-labelledby={titleId}>
            {list.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                open={openId === notification.id}
                onOpen={() => openItem(notification)}
              />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
