import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import { defineScreens, screen } from '../../lib/routing';
import { CONTACTS_PATHS } from './links';

export { toContacts, toGenerateQr } from './links';

/** Everyone who logs into the console keeps their own contacts and shows their DID as a QR. */
export const contactsRoutes = defineScreens({
  contacts: screen(CONTACTS_PATHS.contacts, 'contacts:manage', () => import('./pages/contacts-page'), {
    icon: ContactsOutlined,
    order: 80,
  }),
  generateQr: screen(CONTACTS_PATHS.generateQr, 'contacts:manage', () => import('./pages/generate-qr-page'), {
    icon: QrCode2Outlined,
    order: 81,
  }),
});
