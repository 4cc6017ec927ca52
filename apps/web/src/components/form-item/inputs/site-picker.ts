import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjsGenerateConfig from 'rc-picker/es/generate/dayjs';
import { siteNow } from '../../../utils/date';

/**
 * antd's date, range and time pickers on the site's wall clock: their "today" mark, Today and Now
 * buttons and the month they open on are the SITE's now (`siteNow`), as their values are site wall
 * times (utils/date.ts). antd's own pickers take the browser's: a member in New York on a site in
 * Shanghai saw yesterday marked as today while the disabled days followed the site's.
 */
export const SitePicker = DatePicker.generatePicker<Dayjs>({ ...dayjsGenerateConfig, getNow: siteNow });
