import { Navigate } from 'react-router';
import { Loading } from '../components/loading';
import { useWallet } from '../wallet/wallet-store';

const TARGET = { new: '/welcome', locked: '/unlock', unlocked: '/home' } as const;

/** /wallet/ itself: where the wallet stands decides the first screen. */
export function StartScreen() {
  const phase = useWallet((state) => state.phase);
  if (phase === 'loading') return <Loading />;
  return <Navigate to={TARGET[phase]} replace />;
}
