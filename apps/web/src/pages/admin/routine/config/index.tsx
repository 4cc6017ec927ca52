import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Space, Typography } from 'antd';
import { Tabs } from '../../../../components/tabs';
import { useTranslation } from 'react-i18next';
import { configEndpoints, type SiteConfigBlock } from '@app/contract';
import { endpointKey, endpointQuery } from '../../../../api/endpoint';
import { invalidateTouched } from '../../../../api/write';
import { routePush } from '../../../../app/route-push';
import { useAuth } from '../../../../app/rules/auth-node';
import { useSiteConfig } from '../../../../stores/site-config';
import { AddItemForm } from './AddItemForm';
import { GroupForm } from './GroupForm';
import { ADD_TAB, LANG, tabsOf } from './config-fields';
import './config-page.css';

/** The config centre (reference 7, 16.7): one tab per group, quick entrances, adding items. */
export default function ConfigPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const client = useQueryClient();
  const { data } = useQuery(endpointQuery(configEndpoints.index));
  const [chosen, setActive] = useState<string>('');
  const active = chosen || (data ? Object.keys(data.configGroup)[0] || ADD_TAB : '');
  /** A save, an added or a deleted item changes the settings: read them again. */
  const reload = () => void invalidateTouched(client, [endpointKey(configEndpoints.index)]);

  const afterSave = (site?: SiteConfigBlock) => {
    // the header, the page title and the upload pre-check follow the saved settings without a reload
    if (site) useSiteConfig.getState().dataFill({ siteName: site.siteName, recordNumber: site.recordNumber, version: site.version, upload: site.upload });
    reload();
  };

  if (!data) return <Skeleton active title={false} paragraph={{ rows: 10 }} />;

  const tabs = tabsOf(data).map((tab) => ({
    key: tab.key,
    label: tab.title,
    children: <GroupForm group={tab.key} items={tab.items} onChanged={afterSave} />,
  }));
  if (auth('add')) {
    tabs.push({
      key: ADD_TAB,
      label: t(`${LANG}.addItem`),
      children: (
        <AddItemForm
          groups={data.configGroup}
          onAdded={(group) => {
            setActive(group);
            reload();
          }}
        />
      ),
    });
  }

  return (
    <div className="config-page">
      {data.remark && <Alert type="info" showIcon message={data.remark} className="config-quick" />}
      {data.quickEntrance.length > 0 && (
        <Card size="small" className="config-quick">
          <Space wrap>
            <Typography.Text type="secondary">{t(`${LANG}.quickEntrance`)}</Typography.Text>
            {data.quickEntrance.map((entry) => (
              <Button key={entry.value + entry.key} size="small" onClick={() => void routePush(`/admin/${entry.value.replace(/^\/+/, '')}`)}>
                {entry.key}
              </Button>
            ))}
          </Space>
        </Card>
      )}
      <Card>
        <Tabs activeKey={active} onChange={setActive} items={tabs} />
      </Card>
    </div>
  );
}
