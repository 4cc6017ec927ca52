import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Popconfirm, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { wechatAdminEndpoints as api, type WechatBindingRow } from '@app/contract';
import { endpointQuery, endpointWrite } from '../../../../api/endpoint';
import { useWrite } from '../../../../api/write';
import { auth } from '../../../../app/rules/auth-node';
import { formatDateTime } from '../../../../utils/date';

/** The members page's rule and the bindings' own nodes (buttons under it, modules/wechat on the server). */
const MEMBERS = '/admin/user/user';
export const canSeeWechat = () => auth({ name: MEMBERS, subNodeName: '/admin/user/wechat/index' });
const canRemove = () => auth({ name: MEMBERS, subNodeName: '/admin/user/wechat/del' });

const unbindWrite = endpointWrite(api.unbind, { input: (id: number) => ({ id }), touches: () => [api.bindings], options: { showSuccessMessage: true } });

/**
 * A member's WeChat bindings on the member's edit form (issue #34): the openid stored per AppID,
 * how it was obtained and when; one removed (with `user/wechat/del`) makes the member authorize
 * again before WeChat payment or a WeChat withdrawal under that AppID. Shown with `user/wechat/index`.
 */
export function WechatBindings({ lang, userId, id }: { lang: string; userId: unknown; id?: string }) {
  const { t } = useTranslation();
  const user_id = Number(userId);
  const { data, isFetching } = useQuery({ ...endpointQuery(api.bindings, { user_id }), enabled: user_id > 0 });
  const unbind = useWrite(unbindWrite);
  const L = `${lang}.wechatBinding`;
  return (
    <div id={id} data-testid="member-wechat-bindings">
      <Table<WechatBindingRow>
        size="small"
        rowKey="id"
        loading={isFetching}
        pagination={false}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${L}.none`)} /> }}
        scroll={{ x: 560 }}
        columns={[
          { key: 'appid', dataIndex: 'appid', title: t(`${L}.appid`) },
          { key: 'openid', dataIndex: 'openid', title: t(`${L}.openid`), render: (v: string) => <Typography.Text copyable={{ text: v }} code>{v}</Typography.Text> },
          { key: 'source', dataIndex: 'source', title: t(`${L}.source`), render: (v: string) => t(`${L}.sources.${v}`) },
          { key: 'update_time', dataIndex: 'update_time', title: t(`${L}.updateTime`), render: (v: number) => formatDateTime(v) },
          ...(canRemove()
            ? [{
                key: 'operate', title: t(`${lang}.operate`),
                render: (_: unknown, row: WechatBindingRow) => (
                  <Popconfirm title={t(`${L}.removeConfirm`)} onConfirm={() => unbind.mutateAsync(row.id).catch(() => undefined)}>
                    <Button size="small" danger loading={unbind.isPending && unbind.variables === row.id}>{t(`${L}.remove`)}</Button>
                  </Popconfirm>
                ),
              }]
            : []),
        ]}
      />
    </div>
  );
}
