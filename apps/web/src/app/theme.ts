import { createTheme, type Theme } from '@mui/material/styles';
import { green } from '@mui/material/colors';
import { focusFirstField } from '../lib/focus-first-field';

const SYSTEM_FONTS = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * Green primary (spec §2); the mode follows the system colour-scheme preference unless the account
 * menu picks one (lib/theme-preference). Light mode uses
 * green 800: white on it, and it on white or on a selected list item's tint, stay above WCAG AA's
 * 4.5:1 (green 700 gives 4.1:1). Dark mode's green 400 on the dark surfaces is above 7:1. Light
 * mode's warning is amber #b45309 (5.0:1 on white; MUI's #ed6c02 gives 3.1:1 as an outlined chip's text).
 */
export function createAppTheme(mode: 'light' | 'dark'): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? green[800] : green[400] },
      ...(mode === 'light' ? { warning: { main: '#b45309' } } : {}),
    },
    typography: { fontFamily: SYSTEM_FONTS },
    shape: { borderRadius: 8 },
    components: {
      // Button labels exactly as the spec writes them ('Log out', 'Go back').
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiDialog: { defaultProps: { slotProps: { transition: { onEntered: focusFirstField } } } },
    },
  });
}
