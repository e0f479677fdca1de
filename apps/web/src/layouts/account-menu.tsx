import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { LOGGED_IN_AS, SUPPORTED_LANGUAGES, type TMembershipRef } from '@sigil/core';
import { selectAccount } from '../api/auth/select-account';
import { visuallyHidden } from '../components/visually-hidden';
import { ServerError } from '../lib/api-client';
import { useAppLinks } from '../lib/app-links';
import { logOut } from '../lib/session-actions';
import { useSessionStore } from '../lib/session-store';
import { THEME_PREFERENCES, useThemePreference, type TThemePreference } from '../lib/theme-preference';

const MENU_ID = 'account-menu';

const THEME_ICONS: Record<TThemePreference, ReactNode> = {
  light: <LightModeOutlined fontSize="small" />,
  dark: <DarkModeOutlined fontSize="small" />,
  system: <SettingsBrightnessOutlined fontSize="small" />,
};

interface AccountMenuProps {
  /** The user's name; null before the profile is known. */
  name: string | null;
  /** Business name · role, when there are. */
  details: string;
  avatarSource?: string;
  initial: string;
  /**
   * Desktops show the avatar, name, organisation and role in the bar; a click on them (or on the
   * chevron button beside them) opens the menu. Phones show only the avatar button.
   */
  showUser?: boolean;
}

/**
 * An organisation login whose DID holds several admin memberships changes to another one here:
 * the server gives a token for that membership (only one the DID holds) and revokes the current
 * one; the session, permissions, sidebar and header follow, and the user lands on home.
 */
function useSwitchMembership() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const { toHome } = useAppLinks();
  const [switching, setSwitching] = useState(false);

  const switchTo = async (membership: TMembershipRef) => {
    setSwitching(true);
    try {
      const session = await selectAccount(membership.membershipId);
      // Nothing read for the previous membership may show under the new one.
      queryClient.removeQueries();
      useSessionStore.getState().setSession({
        token: session.token,
        loggedInAs: LOGGED_IN_AS.organisation,
        profile: session.profile,
      });
      void navigate(toHome().to);
    } catch (error) {
      enqueueSnackbar(error instanceof ServerError ? error.message : t('header.switchFailed'), {
        variant: 'error',
      });
    } finally {
      setSwitching(false);
    }
  };
  return { switchTo, switching };
}

/**
 * The header's account menu: who is logged in (name, organisation and role), the languages, the
 * theme (light, dark, or follow the system), switching to another organisation membership, and
 * Log out. Arrow keys move through the items, Enter or Space picks one, Escape closes the menu and
 * gives the focus back to the button.
 */
export function AccountMenu({ name, details, avatarSource, initial, showUser = false }: AccountMenuProps) {
  const { t, i18n } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const themePreference = useThemePreference((state) => state.preference);
  const setThemePreference = useThemePreference((state) => state.setPreference);
  const profile = useSessionStore((state) => state.profile);
  const { switchTo, switching } = useSwitchMembership();
  const navigate = useNavigate();
  const { toAccountSettings } = useAppLinks();
  const open = anchor !== null;
  const current = i18n.resolvedLanguage ?? i18n.language;
  const close = () => setAnchor(null);

  const selectedMembershipId = profile?.selectedAccount?.membershipId ?? null;
  const otherMemberships =
    profile?.mode === 'organisation' && profile.roles.length > 1
      ? profile.roles.filter((role) => role.membershipId !== selectedMembershipId)
      : [];

  const avatar = (
    // The button's name says what it opens; the picture (or initial) is decoration.
    <Avatar src={avatarSource} alt="" aria-hidden sx={{ width: 36, height: 36 }}>
      {initial}
    </Avatar>
  );
  const button = (
    <IconButton
      ref={buttonRef}
      aria-label={t('header.account')}
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? MENU_ID : undefined}
      onClick={showUser ? undefined : (event) => setAnchor(event.currentTarget)}
      size={showUser ? 'small' : 'medium'}
      sx={showUser ? undefined : { p: 0.5 }}
    >
      {showUser ? <ExpandMore /> : avatar}
    </IconButton>
  );

  return (
    <>
      {showUser ? (
        // The avatar and name open the menu on a click as well; keyboards use the chevron button.
        <Box
          data-testid="account-menu-trigger"
          onClick={(event) => {
            buttonRef.current?.focus();
            setAnchor(event.currentTarget);
          }}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, cursor: 'pointer' }}
        >
          {avatar}
          {name && (
            <Box sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2 }}>
              <UserLines name={name} details={details} />
            </Box>
          )}
          {button}
        </Box>
      ) : (
        button
      )}
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        {name && (
          <>
            <Box sx={{ px: 2, py: 1.5 }}>
              <UserLines name={name} details={details} />
            </Box>
            <Divider />
          </>
        )}
        <MenuList id={MENU_ID} autoFocusItem={open} aria-label={t('header.account')}>
          {SUPPORTED_LANGUAGES.map((language) => (
            <MenuItem
              key={language}
              role="menuitemradio"
              aria-checked={current === language}
              lang={language}
              onClick={() => {
                close();
                void i18n.changeLanguage(language);
              }}
            >
              <ListItemIcon>{current === language && <Check fontSize="small" />}</ListItemIcon>
              <ListItemText>{t(`language.${language}`)}</ListItemText>
            </MenuItem>
          ))}
          <Divider component="li" />
          {THEME_PREFERENCES.map((preference) => (
            <MenuItem
              key={preference}
              role="menuitemradio"
              aria-checked={themePreference === preference}
              onClick={() => {
                close();
                setThemePreference(preference);
              }}
            >
              <ListItemIcon>{THEME_ICONS[preference]}</ListItemIcon>
              <ListItemText>
                {/* Heard as "Theme: Dark"; seen as "Dark" beside its icon. */}
                <Box component="span" sx={visuallyHidden}>
                  {t('header.theme.label')}:{' '}
                </Box>
                {t(`header.theme.${preference}`)}
              </ListItemText>
              {themePreference === preference && <Check fontSize="small" sx={{ ml: 2 }} />}
            </MenuItem>
          ))}
          {otherMemberships.length > 0 && <Divider component="li" />}
          {otherMemberships.map((membership) => (
            <MenuItem
              key={membership.membershipId}
              disabled={switching}
              onClick={() => {
                close();
                void switchTo(membership);
              }}
            >
              <ListItemIcon>
                <SwapHoriz fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={t('header.switchTo', { organisation: membership.enrolledOrg })}
                secondary={membership.type}
              />
            </MenuItem>
          ))}
          <Divider component="li" />
          {profile?.did.startsWith('did:') && (
            <MenuItem
              onClick={() => {
                close();
                void navigate(toAccountSettings().to);
              }}
            >
              <ListItemIcon>
                <ManageAccountsOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('header.accountSettings')}</ListItemText>
            </MenuItem>
          )}
          <MenuItem
            onClick={() => {
              close();
              logOut();
            }}
          >
            <ListItemIcon>
              <LogoutOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('header.logout')}</ListItemText>
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}

/** Who is logged in: the name, and under it the organisation and role of an organisation login. */
export function UserLines({ name, details }: { name: string; details: string }) {
  return (
    <>
      <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {details && (
        <Typography variant="caption" color="text.secondary" component="p">
          {details}
        </Typography>
      )}
    </>
  );
}
