import type { ReactNode } from 'react';
import { PageLoader } from '../components/page-loader';
import { useSessionReady } from './use-session-ready';

/** The dashboard renders once the session's profile and permissions are known (use-session-ready). */
export function SessionProfileGate({ children }: { children: ReactNode }) {
  return useSessionReady() ? children : <PageLoader />;
}
