import { SchemeQueue } from '../components/scheme-queue';

/** /scheme/approve: the checked roles waiting for their approval (schemes_checked). */
export default function ApproveSchemesPage() {
  return <SchemeQueue step="approve" />;
}
