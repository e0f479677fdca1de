import { toAccountSettings } from '../features/account-settings/routes';
import { toMyActivities } from '../features/activities/routes';
import { toEndorsements } from '../features/endorsements/links';
import { toHome } from '../features/home/routes';
import { toInvitationsOfRole } from '../features/invitations/routes';
import type { AppLinks } from '../lib/app-links';

/** The cross-feature links, each from the feature that owns the screen (see lib/app-links.tsx). */
export const APP_LINKS: AppLinks = {
  toMyActivities,
  toHome,
  toAccountSettings,
  toEndorsements,
  toInvitationsOfRole,
};
