import { useNavigate } from 'react-router';
import { sessionStore } from '../../shared/session/session-store';
import { useAuthActions } from '../../shared/session/use-auth-actions';
import { paths } from '../paths';

/** Log out from either layout: leave the guarded area first, so clearing the session cannot bounce through login?redirectTo=. */
export function useLogOut(): () => void {
  const navigate = useNavigate();
  const { signOut } = useAuthActions();
  return () => {
    const refresh = sessionStore.get().refresh;
    void Promise.resolve(navigate(paths.login.href(), { replace: true })).then(() => signOut(refresh));
  };
}
