import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { SUPPORTED_LANGUAGES } from '@sigil/core';
import { logOut } from '../lib/session-actions';

const MENU_ID = 'account-menu';

interface AccountMenuProps {
  /** The user's name; null before the profile is known. */
  name: string | null;
  /** Business name · role, when there are. */
  details: string;
  avatarSource?: string;
  initial: string;
}

/**
 * Phones: the header's user part folded into one avatar button. Its menu shows who is logged in
 * (name, organisation and role), then the languages and Log out. Arrow keys move through the
 * items, Enter or Space picks one, Escape closes the menu and gives the focus back to the button.
 */
export function AccountMenu({ name, details, avatarSource, initial }: AccountMenuProps) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const current = i18n.resolvedLanguage ?? i18n.language;
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={t('header.account')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        {/* The button's name says what it opens; the picture (or initial) is decoration. */}
        <Avatar src={avatarSource} alt="" aria-hidden sx={{ width: 36, height: 36 }}>
          {initial}
        </Avatar>
      </IconButton>
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
