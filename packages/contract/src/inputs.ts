import { z } from 'zod';
import { idInput, intInput } from './numbers.ts';

/** Inputs the add and edit forms of many areas share. */

/** A sort weight (`weigh`): any int4. */
export const weighInput = intInput(-2147483648, 2147483647);

/** A stored url or path (an attachment, a link). */
export const urlInput = z.string().trim().max(255);

/** An optional reference: '' or null clear it. */
export const optionalRefInput = z.union([z.literal(''), z.null(), idInput()]).transform((v) => (v ? v : null));

/** Image urls: an array, or a comma list as stored. */
export const imagesInput = z
  .union([z.array(urlInput).max(20), z.string().max(5000)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean).join(','));
