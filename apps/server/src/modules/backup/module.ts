import { pack as messages } from './messages.ts';
import { defineModule } from '../../core/module/index.ts';
import { backupRoutes } from './routes.ts';

/** Backups (the Backups page under Routine, its menu seeded with the routine area's): core/backup. */
export default defineModule({ routes: backupRoutes, messages: [messages] });
