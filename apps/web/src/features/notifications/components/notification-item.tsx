import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { formatDateTime, type TNotification } from '@sigil/core';
import { useCreateContact } from '../../../api/contacts/create-contact';
import { shortDid } from '../../../components/did-text';
import { visuallyHidden } from '../../../components/visually-hidden';
import { initialOf } from '../../../lib/format';
import { senderOf, useNotificationText } from './notification-text';

interface NotificationItemProps {
  notification: TNotification;
  open: boolean;
  onOpen: () => void;
}

/** One notification: who, what and when, unseen ones marked; opened, what can be done with it. */
export function NotificationItem({ notification, open, onOpen }: NotificationItemProps) {
  const { t } = useTranslation();
  const text = useNotificationText();
  return (
    <ListItem disablePadding sx={{ display: 'block' }} data-testid="notification">
      <ListItemButton onClick={onOpen} aria-expanded={open} selected={!notification.seen}>
        <ListItemAvatar>
          <Avatar src={notification.picture ?? undefined} alt="">
            {initialOf(senderOf(notification))}
          </Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={
            <>
              {!notification.seen && (
                <Box component="span" sx={visuallyHidden}>{`${t('notifications.unseen')}: `}</Box>
              )}
              {text(notification)}
            </>
          }
          secondary={formatDateTime(notification.createdAt)}
          slotProps={{
            primary: { sx: { fontWeight: notification.seen ? 400 : 600, overflowWrap: 'anywhere' } },
          }}
        />
      </ListItemButton>
      {open && notification.kind === 'contact-shared' && <ContactCard notification={notification} />}
    </ListItem>
  );
}

/** A shared contact card: its fields, and Save to add it to my contacts. */
function ContactCard({ notification }: { notification: Extract<TNotification, { kind: 'contact-shared' }> }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { contact } = notification.data;
  const save = useCreateContact({
    onSuccess: () => enqueueSnackbar(t('contacts.toast.created'), { variant: 'success' }),
    onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
  });
  const rows: Array<[string, string]> = [
    [t('contacts.fields.name'), contact.name],
    [t('contacts.fields.did'), contact.did],
    [t('contacts.fields.email'), contact.email],
    [t('contacts.fields.organisation'), contact.organisation],
    [t('contacts.fields.note'), contact.note],
  ];
  return (
    <Box sx={{ px: 2, pb: 2, pl: 9 }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}
      >
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, overflowWrap: 'anywhere' }}
                title={value}
              >
                {label === t('contacts.fields.did') ? shortDid(value) : value}
              </Typography>
            </Box>
          ))}
      </Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PersonAddAlt1Outlined />}
        sx={{ mt: 1 }}
        disabled={save.isPending || save.isSuccess}
        onClick={() => save.mutate(contact)}
      >
        {t(save.isSuccess ? 'notifications.saved' : 'notifications.saveContact')}
      </Button>
    </Box>
  );
}
