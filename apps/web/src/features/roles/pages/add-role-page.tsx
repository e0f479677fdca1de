import { PlaceholderPage } from '../../../components/placeholder-page';

export default function AddRolePage() {
  return <PlaceholderPage titleKey="routes.addRole" />;
}
