import { PlaceholderPage } from '../../../components/placeholder-page';

export default function UserManagementPage() {
  return <PlaceholderPage titleKey="routes.userManagement" />;
}
