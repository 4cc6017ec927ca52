export { useConfirm, useConfirmed } from './useConfirm';
