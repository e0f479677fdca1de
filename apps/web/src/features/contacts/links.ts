import { linkTo } from '../../lib/routing';

export const CONTACTS_PATHS = { contacts: '/contacts', generateQr: '/generate-qr' } as const;

export const toContacts = linkTo(CONTACTS_PATHS.contacts);
export const toGenerateQr = linkTo(CONTACTS_PATHS.generateQr);
