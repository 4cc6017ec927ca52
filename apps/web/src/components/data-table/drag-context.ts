import { createContext } from 'react';
import type { HTMLAttributes, Ref } from 'react';

/** What a sortable row hands to the drag handle in its buttons cell. */
export interface RowDrag {
  handleRef?: Ref<HTMLElement>;
  handleProps?: HTMLAttributes<HTMLElement>;
}

export const RowDragContext = createContext<RowDrag>({});
