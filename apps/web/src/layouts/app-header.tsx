import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import type { TLoginMode } from '@sigil/core';
import { LanguageSwitch } from '../components/language-switch';
import { useRenderedLater } from '../lib/rendered-later';
import { avatarSource, initialOf } from '../lib/format';
import { logOut } from '../lib/session-actions';
import { useSessionStore } from '../lib/session-store';
import { AccountMenu } from './account-menu';
import { NAVIGATION_DRAWER_ID } from './sidebar';

interface AppHeaderProps {
  mode: TLoginMode;
  /** Shown before the user's menu (the notifications bell). */
  actions?: ReactNode;
  /**
   * Phones: a menu button opens the navigation drawer, and the user part (name, organisation, role,
   * language, theme, switch organisation, Log out) folds into the account menu. Otherwise the bar
   * shows the language switch, the user (who opens the same account menu) and Log out.
   */
  phone?: { navigationOpen: boolean; onOpenNavigation: () => void };
}

/** Login kind, avatar (or the business name's initial), user name, business name and role (the account menu); log out. */
export function AppHeader({ mode, actions, phone }: AppHeaderProps) {
  const { t } = useTranslation();
  const profile = useSessionStore((state) => state.profile);
  // A phone's bar gets its bell and account menu in the render after the first: they are at its
  // end, so nothing moves when they come.
  const extrasMayRender = useRenderedLater();

  const businessName = profile?.organisation?.businessName ?? null;
  const role = profile?.selectedAccount?.type ?? null;
  const details = [businessName, role].filter(Boolean).join(' · ');
  // An organisation login shows the organisation's logo; anyone else their own picture.
  const picture = profile ? avatarSource(profile.organisation?.logo ?? profile.avatar) : undefined;
  const loginKind = (
    <Chip label={t(`header.loginKind.${mode}`)} color="primary" variant="outlined" size="small" />
  );

  if (phone) {
    return (
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label={t('nav.open')}
            aria-expanded={phone.navigationOpen}
            aria-controls={phone.navigationOpen ? NAVIGATION_DRAWER_ID : undefined}
            onClick={phone.onOpenNavigation}
          >
            <MenuIcon />
          </IconButton>
          {loginKind}
          <Box sx={{ flex: 1 }} />
          {extrasMayRender && (
            <>
              {actions}
              <AccountMenu
                name={profile?.name ?? null}
                details={details}
                avatarSource={picture}
                initial={profile ? initialOf(businessName ?? profile.name) : ''}
              />
            </>
          )}
        </Toolbar>
      </AppBar>
    );
  }

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2 }}>
        {loginKind}
        <Box sx={{ flex: 1 }} />
        <LanguageSwitch />
        {actions}
        {profile && (
          <AccountMenu
            name={profile.name}
            details={details}
            avatarSource={picture}
            initial={initialOf(businessName ?? profile.name)}
            showUser
          />
        )}
        <Button color="inherit" startIcon={<LogoutOutlined />} onClick={logOut}>
          {t('header.logout')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
