import { defineScreens, linkTo, screen } from '../../lib/routing';

const ACCOUNT_SETTINGS_PATH = '/account-setting';
/** Opened from the header's account menu (no sidebar entry). */
export const toAccountSettings = linkTo(ACCOUNT_SETTINGS_PATH);

export const accountRoutes = defineScreens({
  accountSettings: screen(
    ACCOUNT_SETTINGS_PATH,
    'profile:update-own',
    () => import('./pages/account-settings-page'),
  ),
});
