import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { InterceptBack } from './intercept-back';

/**
 * Every dialog of the console: MUI's Dialog, where the browser's Back closes an open dialog as
 * Escape does, instead of leaving the screen beneath. A dialog that Escape may not close (a key
 * not yet downloaded, an action running) stays, and so does the screen.
 */
export function AppDialog({ children, ...props }: DialogProps) {
  const { open, onClose } = props;
  return (
    <Dialog {...props}>
      {open && <InterceptBack onBack={() => onClose?.({}, 'escapeKeyDown')} />}
      {children}
    </Dialog>
  );
}
