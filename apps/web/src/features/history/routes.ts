import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { defineScreens, linkTo, screen } from '../../lib/routing';

const RECENT_HISTORY_PATH = '/recent-history';
export const toRecentHistory = linkTo(RECENT_HISTORY_PATH);

/** Everyone who logs into the console reads their own recent history. */
export const historyRoutes = defineScreens({
  recentHistory: screen(
    RECENT_HISTORY_PATH,
    'history:read-own',
    () => import('./pages/recent-history-page'),
    {
      icon: EventNoteOutlined,
      order: 82,
    },
  ),
});
