import { Outlet } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { MaintenanceScreen } from '../../components/layout/maintenance-screen';
import { useAppConfig } from '../../lib/app-config-context';
import { useMaintenance } from '../../lib/maintenance';

/** Every page: the skip link, and the maintenance message instead of the page when the service is down. */
export function RootLayout() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const maintenance = useMaintenance();
  if (config.Maintenance || maintenance) return <MaintenanceScreen />;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Outlet />
    </>
  );
}
