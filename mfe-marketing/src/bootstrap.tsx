import { mountStandalone } from '@nibras/shared-ui/extra';
import { lifecycles } from './lifecycles';
import { MARKETING_ROUTES } from './routes';

void mountStandalone({ name: 'mfe_marketing', lifecycles, routes: MARKETING_ROUTES, public: true });
