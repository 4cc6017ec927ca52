import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Descriptions } from 'antd';
import { z } from 'zod';
import { describeResource } from '@app/contract';
import { i18n } from '../../lang/i18n';
import { useSiteConfig } from '../../stores/site-config';
import { describedDetail } from './described-detail';

const d = describeResource({
  path: 'demo.Payout',
  row: z.object({ id: z.number() }),
  fields: {
    id: { kind: 'id', search: true },
    user_id: { kind: 'ref', ref: { resource: 'user.User', label: 'username' } },
    amount: { kind: 'money' },
    status: { kind: 'enum', enum: [{ value: 'paid', label: 'statusOptions.paid', color: 'success' }] },
    voucher: { kind: 'text', view: 'image' },
    note: { kind: 'text', column: 'hidden' },
    body: { kind: 'text', column: false },
    create_time: { kind: 'time' },
    'user.username': { kind: 'text' },
  },
});
const row = { id: 7, user_id: 3, amount: '12.50', status: 'paid', voucher: '/storage/v.png', note: '', body: 'long', create_time: 1767225600, user: { username: 'alice' }, closed_time: 1767229200 };

beforeAll(() => {
  i18n.addResourceBundle('en', 'translation', { demo: { id: 'ID', user: { username: 'Member' }, amount: 'Amount', status: 'Status', voucher: 'Voucher', note: 'Note', create_time: 'Created', closed_time: 'Closed', statusOptions: { paid: 'Paid' }, own: 'Own label' } }, true, true);
  useSiteConfig.setState({ timeZone: 'Asia/Shanghai' });
});
afterEach(cleanup);

describe('describedDetail', () => {
  it("shows the table's fields in order, a reference as its joined label, each value as the table draws it: the time in the site's zone, money, the enum's label, the image; an empty one as a dash", () => {
    const items = describedDetail(d, row, 'demo');
    expect(items.map((i) => i.key)).toEqual(['id', 'user.username', 'amount', 'status', 'voucher', 'note', 'create_time']);
    render(<Descriptions items={items} />);
    for (const text of ['Member', 'alice', '12.50', 'Paid', '2026-01-01 08:00:00', '—']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText('Paid').className).toMatch(/ant-tag-success/);
    expect(document.querySelector('img')?.getAttribute('src')).toMatch(/\/storage\/v\.png$/);
  });

  it('shows what `only` names, in its order, any key of the row; the page gives a label, a render or the kind of a key the description does not list; an override of a field not shown throws', () => {
    const items = describedDetail(d, row, 'demo', {
      only: ['status', 'closed_time', 'amount'],
      fields: { closed_time: { kind: 'time' }, amount: { label: 'demo.own', render: (v) => `¥${String(v)}` } },
    });
    expect(items.map((i) => i.key)).toEqual(['status', 'closed_time', 'amount']);
    render(<Descriptions items={items} />);
    for (const text of ['2026-01-01 09:00:00', 'Own label', '¥12.50']) expect(screen.getByText(text)).toBeTruthy();
    expect(() => describedDetail(d, row, 'demo', { fields: { body: {} } })).toThrow(/body/);
  });
});
