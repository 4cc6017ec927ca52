import type { TFunction } from 'i18next';
import { formatTimeOr } from '../../../utils/date';

interface TimelineLog {
  action: string;
  from_status: string | null;
  to_status: string | null;
  operator_type: string;
  operator_id: number | null;
  memo: string;
  create_time: number | null;
}

/**
 * One line of an order's timeline (the order's and the after-sale's detail): its codes (action,
 * operator, the statuses it moved between) through the page's language pack, the time in the
 * site's zone, and the memo as the server rendered it in the reader's language.
 */
export function timelineText(log: TimelineLog, t: TFunction, lang: string, statusOptions: 'statusOptions' | 'orderStatusOptions'): string {
  const status = (code: string) => t(`${lang}.${statusOptions}.${code}`, { defaultValue: code });
  const parts = [
    formatTimeOr(log.create_time),
    t(`${lang}.actionOptions.${log.action}`, { defaultValue: log.action }),
    `${t(`${lang}.operatorOptions.${log.operator_type}`, { defaultValue: log.operator_type })}${log.operator_id ? ` #${log.operator_id}` : ''}`,
  ];
  if (log.from_status && log.to_status && log.from_status !== log.to_status) parts.push(`${status(log.from_status)} → ${status(log.to_status)}`);
  if (log.memo) parts.push(log.memo);
  return parts.join(' · ');
}
