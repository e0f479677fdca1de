import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { AppDialog } from '../components/app-dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSessionStore } from '../lib/session-store';

/** "You logged out in another tab": the screen stays under it; its button goes to login. */
export function LoggedOutElsewhereDialog() {
  const { t } = useTranslation();
  return (
    <AppDialog open aria-labelledby="logged-out-elsewhere-title" aria-describedby="logged-out-elsewhere-text">
      <DialogTitle id="logged-out-elsewhere-title">{t('session.loggedOutElsewhere.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="logged-out-elsewhere-text">
          {t('session.loggedOutElsewhere.text')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => useSessionStore.getState().logout('logout')}>
          {t('session.loggedOutElsewhere.logIn')}
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
