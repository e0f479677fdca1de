import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { defineScreens, screen } from '../../lib/routing';
import { VERIFY_PERSON_PATHS } from './links';

export { toVerifyPerson } from './links';

/** An organisation's Admin or UserAdmin checks an endorsement a person presents from their wallet. */
export const verifyPersonRoutes = defineScreens({
  verifyPerson: screen(
    VERIFY_PERSON_PATHS.verifyPerson,
    'persons:verify',
    () => import('./pages/verify-person-page'),
    { icon: VerifiedUserOutlined, order: 46 },
  ),
});
