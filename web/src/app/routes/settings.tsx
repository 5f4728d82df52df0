import { useSession } from '../../features/auth/session';
import { SettingsPage } from '../../features/settings/settings-page';
import { LoginRequired } from './login-required';

/** /settings: login required. */
export function SettingsRoute() {
  const { account } = useSession();
  return (
    <LoginRequired>{account ? <SettingsPage userId={account.user.id} /> : null}</LoginRequired>
  );
}
