import { MaterialDesignContent } from 'notistack';
import { styled } from '@mui/material/styles';

/**
 * notistack's own colours put white text on light green and orange (3.3:1 and 2.9:1). These meet
 * WCAG AA (4.5:1 or more against white) in light and dark alike.
 */
const TOAST_COLOURS = {
  default: '#313131',
  success: '#2e7d32',
  error: '#c62828',
  warning: '#8a4b00',
  info: '#01579b',
} as const;

export const ToastContent = styled(MaterialDesignContent)(
  Object.fromEntries(
    Object.entries(TOAST_COLOURS).map(([variant, colour]) => [
      `&.notistack-MuiContent-${variant}`,
      { backgroundColor: colour, color: '#fff' },
    ]),
  ),
);

/** The toast of each variant, for SnackbarProvider's Components. */
export const TOAST_COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};
