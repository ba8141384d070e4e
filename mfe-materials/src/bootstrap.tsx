import { mountStandalone } from '@nibras/shared-ui/extra';
import { lifecycles } from './lifecycles';
import { MATERIALS_ROUTES } from './routes';

void mountStandalone({ name: 'mfe_materials', lifecycles, routes: MATERIALS_ROUTES });
