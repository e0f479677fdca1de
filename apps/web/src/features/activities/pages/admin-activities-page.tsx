import { PlaceholderPage } from '../../../components/placeholder-page';

export default function AdminActivitiesPage() {
  return <PlaceholderPage titleKey="routes.adminActivities" />;
}
