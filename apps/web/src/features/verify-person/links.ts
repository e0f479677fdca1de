import { linkTo } from '../../lib/routing';

export const VERIFY_PERSON_PATHS = { verifyPerson: '/verify-person' } as const;

export const toVerifyPerson = linkTo(VERIFY_PERSON_PATHS.verifyPerson);
