import { useEffect } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createHashRouter, Navigate, RouterProvider } from 'react-router';
import { Layout } from './components/layout';
import { RequireUnlocked } from './components/require-unlocked';
import { useLook } from './look';
import { ActivityScreen } from './screens/activity-screen';
import { AnswerScreen } from './screens/answer-screen';
import { CreateScreen } from './screens/create-screen';
import { EndorsementsScreen } from './screens/endorsements-screen';
import { HomeScreen } from './screens/home-screen';
import { ImportScreen } from './screens/import-screen';
import { InvitationScreen } from './screens/invitation-screen';
import { ProfileScreen } from './screens/profile-screen';
import { ScanScreen } from './screens/scan-screen';
import { StartScreen } from './screens/start-screen';
import { UnlockScreen } from './screens/unlock-screen';
import { WelcomeScreen } from './screens/welcome-screen';
import { serverConfig } from './wallet/server';
import { useWallet } from './wallet/wallet-store';

/** Hash routes: the server sends one index.html for /wallet/, and the link's request rides in the hash. */
export const ROUTES = {
  start: '/',
  welcome: '/welcome',
  create: '/create',
  import: '/import',
  unlock: '/unlock',
  home: '/home',
  scan: '/scan',
  answer: '/answer',
  profile: '/profile',
  invitation: '/invitation',
  endorsements: '/endorsements',
  activity: '/activity',
} as const;

const unlocked = (screen: React.ReactNode) => <RequireUnlocked>{screen}</RequireUnlocked>;

const router = createHashRouter([
  {
    element: <Layout />,
    children: [
      { path: ROUTES.start, element: <StartScreen /> },
      { path: ROUTES.welcome, element: <WelcomeScreen /> },
      { path: ROUTES.create, element: <CreateScreen /> },
      { path: ROUTES.import, element: <ImportScreen /> },
      { path: ROUTES.unlock, element: <UnlockScreen /> },
      { path: ROUTES.home, element: unlocked(<HomeScreen />) },
      { path: ROUTES.scan, element: unlocked(<ScanScreen />) },
      { path: ROUTES.answer, element: unlocked(<AnswerScreen />) },
      { path: ROUTES.profile, element: unlocked(<ProfileScreen />) },
      { path: ROUTES.invitation, element: unlocked(<InvitationScreen />) },
      { path: ROUTES.endorsements, element: unlocked(<EndorsementsScreen />) },
      { path: ROUTES.activity, element: unlocked(<ActivityScreen />) },
      { path: '*', element: <Navigate to={ROUTES.start} replace /> },
    ],
  },
]);

export function App() {
  const { theme } = useLook();
  useEffect(() => {
    void useWallet.getState().load();
    void serverConfig().then((config) => {
      useWallet.getState().setServerConfig(config);
    });
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
