import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { LanguageSwitch } from '../components/language-switch';
import { PageLoader } from '../components/page-loader';

/** Pages without a session (login, signup, token expired): content with a language switch top-right. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>
        <LanguageSwitch />
      </Box>
      <Container component="main" maxWidth="md" sx={{ flex: 1, py: 4 }}>
        <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
      </Container>
    </Box>
  );
}
