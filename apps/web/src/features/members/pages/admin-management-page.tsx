import { PlaceholderPage } from '../../../components/placeholder-page';

export default function AdminManagementPage() {
  return <PlaceholderPage titleKey="routes.adminManagement" />;
}
