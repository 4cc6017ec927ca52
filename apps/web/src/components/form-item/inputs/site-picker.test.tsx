import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useSiteConfig } from '../../../stores/site-config';
import { loadAntdLocale } from '../../../lang/antd-locale';
import { SitePicker } from './site-picker';

// 6 December 2026 12:00 UTC: already the 7th in Kiritimati (UTC+14), still the 6th in UTC and New York
const NOW = Date.UTC(2026, 11, 6, 12);
const todayCell = () => document.querySelector('.ant-picker-dropdown .ant-picker-cell-today')?.getAttribute('title');

describe('SitePicker', () => {
  // the store is shared with the other tests of this worker: the zone set here must not outlive it
  const { timeZone } = useSiteConfig.getState();
  afterEach(() => {
    useSiteConfig.setState({ timeZone });
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it("marks the site's today, not the browser's", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    useSiteConfig.setState({ timeZone: 'Pacific/Kiritimati' });
    const site = render(<SitePicker open />);
    expect(todayCell()).toBe('2026-12-07');
    site.unmount();
    // antd's own picker would mark the 6th above (this process's zone is UTC); west of UTC the site's today is the 6th
    useSiteConfig.setState({ timeZone: 'Etc/GMT+12' });
    render(<SitePicker open />);
    expect(todayCell()).toBe('2026-12-06');
  });

  it('names the months and weekdays in Chinese once the Chinese texts are loaded', async () => {
    const zh = await loadAntdLocale('zh-cn');
    render(
      <ConfigProvider locale={zh}>
        <SitePicker open />
      </ConfigProvider>,
    );
    const weekdays = [...document.querySelectorAll('.ant-picker-content thead th')].map((th) => th.textContent);
    expect(weekdays).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  });
});
