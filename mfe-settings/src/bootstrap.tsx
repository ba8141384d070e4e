import { mountStandalone } from '@nibras/shared-ui';
import { lifecycles } from './lifecycles';
import { SETTINGS_ROUTES } from './routes';

void mountStandalone({ name: 'mfe_settings', lifecycles, routes: SETTINGS_ROUTES });
