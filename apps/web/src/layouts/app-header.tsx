import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import type { TLoginMode } from '@sigil/core';
import { LanguageSwitch } from '../components/language-switch';
import { avatarSource, initialOf } from '../lib/format';
import { logOut } from '../lib/session-actions';
import { useSessionStore } from '../lib/session-store';

/** Login kind, avatar (or the business name's initial), user name, business name and role; log out. */
export function AppHeader({ mode }: { mode: TLoginMode }) {
  const { t } = useTranslation();
  const profile = useSessionStore((state) => state.profile);

  const businessName = profile?.organisation?.businessName ?? null;
  const role = profile?.selectedAccount?.type ?? null;
  const details = [businessName, role].filter(Boolean).join(' · ');

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2 }}>
        <Chip label={t(`header.loginKind.${mode}`)} color="primary" variant="outlined" size="small" />
        <Box sx={{ flex: 1 }} />
        <LanguageSwitch />
        {profile && (
          <Stack direction="row" alignItems="center" gap={1.5}>
            <Avatar src={avatarSource(profile.avatar)} alt={profile.name} sx={{ width: 36, height: 36 }}>
              {initialOf(businessName ?? profile.name)}
            </Avatar>
            <Box sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2 }}>
              <Typography variant="subtitle2" component="p">
                {profile.name}
              </Typography>
              {details && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {details}
                </Typography>
              )}
            </Box>
          </Stack>
        )}
        <Button color="inherit" startIcon={<LogoutOutlined />} onClick={logOut}>
          {t('header.logout')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
