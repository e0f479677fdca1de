import { PlaceholderPage } from '../../../components/placeholder-page';

export default function EndorsementsPage() {
  return <PlaceholderPage titleKey="routes.endorsements" />;
}
