import type { MessagePack } from './types.ts';
import { pack as adminInfo } from './admin-info.ts';
import { pack as config } from './config.ts';
import { pack as account } from './account.ts';
import { pack as member } from './member.ts';
import { pack as upload } from './upload.ts';
import { pack as security } from './security.ts';
import { pack as menus } from './menus.ts';

/** Every area's message pack; an area adds its import here and its name to the list. */
export const packs: MessagePack[] = [adminInfo, config, account, member, upload, security, menus];
