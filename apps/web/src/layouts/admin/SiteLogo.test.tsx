import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18n from 'i18next';
import zhCommon from '../../lang/zh-cn/common';
import { useSiteConfig } from '../../stores/site-config';
import { SiteLogo } from './SiteLogo';

const logo = () =>
  render(
    <MemoryRouter>
      <SiteLogo />
    </MemoryRouter>,
  );

// the tests start in English; a language change reloads the app, so here the Chinese pack is added by hand
i18n.addResourceBundle('zh-cn', 'translation', zhCommon, true, true);

afterEach(async () => {
  useSiteConfig.getState().dataFill({ siteName: '' });
  await i18n.changeLanguage('en');
});

describe('the site name shown', () => {
  it("is the product's name in the reader's language while the config centre sets none", async () => {
    useSiteConfig.getState().dataFill({ siteName: '' });
    logo();
    expect(screen.getByRole('link', { name: 'Franchise Chain Admin Platform' }).textContent).toBe('Franchise Chain Admin Platform');
    await act(() => i18n.changeLanguage('zh-cn'));
    expect(screen.getByRole('link', { name: '加盟连锁管理平台' })).toBeTruthy();
  });

  it("is the operator's name once set, in every language", async () => {
    useSiteConfig.getState().dataFill({ siteName: 'Acme Tea' });
    logo();
    expect(screen.getByRole('link', { name: 'Acme Tea' }).textContent).toBe('Acme Tea');
    await act(() => i18n.changeLanguage('zh-cn'));
    expect(screen.getByRole('link', { name: 'Acme Tea' })).toBeTruthy();
  });
});
