import { pack as messages } from './messages.ts';
import { defineModule } from '../../core/module/index.ts';
import { terminalRoutes } from './routes.ts';

/** The background terminal (reference 12): `/admin/ajax/terminal` and `/admin/ajax/changeTerminalConfig`. */
export default defineModule({ routes: terminalRoutes, messages: [messages] });
