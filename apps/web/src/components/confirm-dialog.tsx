import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { AppDialog } from './app-dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDialogProps {
  open: boolean;
  /** Already translated, e.g. t('…removeInvitation'). */
  message: string;
  title?: string;
  confirmLabel?: string;
  /** Disables both buttons while the action runs. */
  busy?: boolean;
  /** The confirm button's colour: 'error' for what cannot be undone and takes something away. */
  confirmColor?: 'primary' | 'error';
  /** More to fill in before confirming (a reason, an option). */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action; Escape or Cancel closes it (not while the action runs). */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel,
  busy = false,
  confirmColor = 'primary',
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="confirm-dialog-title">
      <DialogTitle id="confirm-dialog-title">{title ?? t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('confirm.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color={confirmColor} autoFocus>
          {confirmLabel ?? t('confirm.confirm')}
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
