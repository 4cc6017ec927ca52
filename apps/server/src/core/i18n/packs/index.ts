import type { MessagePack } from './types.ts';

/** Every area's message pack; an area adds its import here. */
export const packs: MessagePack[] = [];
