import { PlaceholderPage } from '../../../components/placeholder-page';

export default function MyActivitiesPage() {
  return <PlaceholderPage titleKey="routes.myActivities" />;
}
