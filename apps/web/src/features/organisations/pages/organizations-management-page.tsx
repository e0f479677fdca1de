import { PlaceholderPage } from '../../../components/placeholder-page';

export default function OrganizationsManagementPage() {
  return <PlaceholderPage titleKey="routes.organizationsManagement" />;
}
