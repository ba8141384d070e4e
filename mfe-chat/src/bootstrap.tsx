import { mountStandalone } from '@nibras/shared-ui/extra';
import { lifecycles } from './lifecycles';
import { CHAT_ROUTES } from './routes';

void mountStandalone({ name: 'mfe_chat', lifecycles, routes: CHAT_ROUTES });
