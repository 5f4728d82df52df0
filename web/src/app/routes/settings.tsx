import { useSession } from '../../lib/domain/session';
import { SettingsPage } from '../../features/settings/settings-page';

/** /settings: login required (the route guard takes visitors to the login modal). */
export function SettingsRoute() {
  const { account } = useSession();
  return account ? <SettingsPage userId={account.user.id} /> : null;
}
