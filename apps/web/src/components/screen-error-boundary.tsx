import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface BoundaryProps {
  children: ReactNode;
  /** The screen's address: a new one clears the error (the user went elsewhere). */
  resetKey: string;
}

interface BoundaryState {
  error: Error | null;
  resetKey: string;
}

/**
 * Whether the screen failed because the server could not be reached: the browser is offline, or a
 * request or the screen's own module could not be fetched (the browsers' words for it).
 */
export function isConnectionError(error: Error): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return (
    error instanceof TypeError &&
    /failed to fetch|networkerror|load failed|dynamically imported module|importing a module script failed/i.test(
      error.message,
    )
  );
}

/**
 * The error message in place of the screen; "Try again" renders the screen anew. A lost connection
 * says so, and tries the screen again when the browser says it is online (a screen whose data
 * failed comes back; one whose module failed to load needs Reload).
 */
function ScreenError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const connectionLost = isConnectionError(error);
  useEffect(() => {
    if (!connectionLost) return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [connectionLost, onRetry]);
  return (
    <Stack role="alert" alignItems="center" gap={3} sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h5" component="h1">
        {t(connectionLost ? 'routeError.connectionLost' : 'routeError.title')}
      </Typography>
      {connectionLost && <Typography color="text.secondary">{t('routeError.connectionLostHint')}</Typography>}
      <Stack direction="row" gap={2}>
        <Button variant="contained" onClick={onRetry}>
          {t('routeError.tryAgain')}
        </Button>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Stack>
  );
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? (
      <ScreenError error={this.state.error} onRetry={this.retry} />
    ) : (
      this.props.children
    );
  }
}

/**
 * Catches a render error of one screen inside its layout: the header, sidebar and language switch
 * stay, the message takes the screen's place, and "Try again" renders the screen again (a form that
 * keeps a draft, `useFormDraft`, comes back with what was typed). Going to another address clears
 * the error. The route's errorElement stays the last resort for errors outside a screen.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
