import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { defineScreens, screen } from '../../lib/routing';
import { ENDORSEMENTS_PATHS } from './links';

export { toEndorsements, toRequestEndorsements, toSearchDid } from './links';

export const endorsementsRoutes = defineScreens({
  endorsements: screen(
    ENDORSEMENTS_PATHS.endorsements,
    'endorsements:read-own',
    () => import('./pages/endorsements-page'),
    {
      icon: VerifiedOutlined,
      order: 30,
    },
  ),
  requestEndorsements: screen(
    ENDORSEMENTS_PATHS.requestEndorsements,
    'endorsements:request',
    () => import('./pages/request-endorsements-page'),
  ),
  // Everyone who logs in searches DIDs: the last entry of every sidebar.
  searchDid: screen(ENDORSEMENTS_PATHS.searchDid, 'dids:search', () => import('./pages/search-did-page'), {
    icon: TravelExploreOutlined,
    order: 90,
  }),
});
