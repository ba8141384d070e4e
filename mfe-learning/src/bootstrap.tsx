import { mountStandalone } from '@nibras/shared-ui/extra';
import { lifecycles } from './lifecycles';
import { LEARNING_ROUTES } from './routes';

void mountStandalone({ name: 'mfe_learning', lifecycles, routes: LEARNING_ROUTES });
