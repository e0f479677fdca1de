import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import {
  Alert,
  AppBar,
  BottomNavigation,
  BottomNavigationAction,
  Box,
  Button,
  Container,
  IconButton,
  Toolbar,
  Typography,
} from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import HomeIcon from '@mui/icons-material/Home';
import LightModeIcon from '@mui/icons-material/LightMode';
import LockIcon from '@mui/icons-material/Lock';
import EditNoteIcon from '@mui/icons-material/EditNote';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import VerifiedIcon from '@mui/icons-material/Verified';
import { setMode, useLook } from '../look';
import { useAutoLock } from '../wallet/auto-lock';
import { useWallet } from '../wallet/wallet-store';

const NAVIGATION = [
  { path: '/home', label: 'nav.home', icon: <HomeIcon /> },
  { path: '/scan', label: 'nav.scan', icon: <QrCodeScannerIcon /> },
  { path: '/endorsements', label: 'nav.endorsements', icon: <VerifiedIcon /> },
  { path: '/activity', label: 'nav.activity', icon: <EditNoteIcon /> },
] as const;

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/** The wallet's frame: its bar (language, theme, lock), the screen, and the navigation when unlocked. */
export function Layout() {
  const { t, i18n } = useTranslation();
  const { mode } = useLook();
  const phase = useWallet((state) => state.phase);
  const productName = useWallet((state) => state.productName);
  const lock = useWallet((state) => state.lock);
  const online = useOnline();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useAutoLock();

  useEffect(() => {
    document.title = t('app.title', { product: productName });
  }, [t, productName, i18n.language]);

  const unlocked = phase === 'unlocked';
  const current = NAVIGATION.find((item) => pathname.startsWith(item.path))?.path ?? false;
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="primary" enableColorOnDark>
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            component="p"
            variant="h6"
            sx={{ flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {t('app.title', { product: productName })}
          </Typography>
          <Button
            color="inherit"
            lang={t('app.otherLanguage')}
            onClick={() => void i18n.changeLanguage(t('app.otherLanguage'))}
          >
            {t('app.language')}
          </Button>
          <IconButton
            color="inherit"
            aria-label={mode === 'dark' ? t('app.themeLight') : t('app.themeDark')}
            onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
          >
            {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
          </IconButton>
          {unlocked && (
            <Button color="inherit" startIcon={<LockIcon />} onClick={() => lock(true)}>
              {t('app.lock')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      {!window.isSecureContext && (
        <Alert severity="error" square>
          {t('app.insecure')}
        </Alert>
      )}
      {!online && (
        <Alert severity="info" square>
          {t('app.offline')}
        </Alert>
      )}
      <Container component="main" maxWidth="sm" sx={{ flexGrow: 1, py: 3 }}>
        <Outlet />
      </Container>
      {unlocked && (
        <Box
          component="nav"
          aria-label={t('app.navigation')}
          sx={{ position: 'sticky', bottom: 0, borderTop: 1, borderColor: 'divider' }}
        >
          <BottomNavigation showLabels value={current} onChange={(_, path: string) => void navigate(path)}>
            {NAVIGATION.map((item) => (
              <BottomNavigationAction
                key={item.path}
                value={item.path}
                label={t(item.label)}
                icon={item.icon}
              />
            ))}
          </BottomNavigation>
        </Box>
      )}
    </Box>
  );
}
