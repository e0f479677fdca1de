import { createContext, useContext, type ReactNode } from 'react';
import type { LinkTarget } from './routing';

/**
 * Screens that one feature links to in another. Features never import each other, so a feature
 * does not reach another's `routes.ts`: it asks for the link here, and the app fills each builder
 * in from the owning feature's route objects (app/app-links.ts) and provides them at the root.
 * Add a builder here when a feature first links to a screen of another feature.
 */
export interface AppLinks {
  toMyActivities: () => LinkTarget;
  /** Everyone's entry point ('/'); the guards send a provider on to its own home. */
  toHome: () => LinkTarget;
  /** The header's account menu opens it. */
  toAccountSettings: () => LinkTarget;
  /** A notification of an endorsement issued or revoked opens My Endorsements. */
  toEndorsements: () => LinkTarget;
  /** A notification of an answered invitation opens the list it was sent from. */
  toInvitationsOfRole: (roleType: string) => LinkTarget;
}

const AppLinksContext = createContext<AppLinks | null>(null);

export function AppLinksProvider({ links, children }: { links: AppLinks; children: ReactNode }) {
  return <AppLinksContext.Provider value={links}>{children}</AppLinksContext.Provider>;
}

export function useAppLinks(): AppLinks {
  const links = useContext(AppLinksContext);
  if (!links) throw new Error('useAppLinks needs an AppLinksProvider (app/providers.tsx)');
  return links;
}
