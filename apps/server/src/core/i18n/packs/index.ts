import type { MessagePack } from './types.ts';
import { pack as menus } from './menus.ts';
import { pack as fields } from './fields.ts';
import { pack as seededNames } from './seeded-names.ts';

/** Packs shared by every area; an area's own packs are listed in its module's `messages`. */
export const packs: MessagePack[] = [menus, fields, seededNames];
