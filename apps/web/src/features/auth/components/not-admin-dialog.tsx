import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { AppDialog } from '../../../components/app-dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';

/** Spec §2 screen 1: a non-admin organisation login is logged out with this message. */
export function NotAdminDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} maxWidth="xs" aria-describedby="not-admin-text">
      <DialogContent>
        <DialogContentText id="not-admin-text">{t('login.notAdmin')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('login.ok')}
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
