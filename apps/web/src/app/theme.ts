import { createTheme, type Theme } from '@mui/material/styles';
import { green } from '@mui/material/colors';

const SYSTEM_FONTS = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** Green primary (spec §2); the mode follows the system colour-scheme preference. */
export function createAppTheme(mode: 'light' | 'dark'): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? green[700] : green[400] },
    },
    typography: { fontFamily: SYSTEM_FONTS },
    shape: { borderRadius: 8 },
    // Button labels exactly as the spec writes them ('Log out', 'Go back').
    components: { MuiButton: { styleOverrides: { root: { textTransform: 'none' } } } },
  });
}
