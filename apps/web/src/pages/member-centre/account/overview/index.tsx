import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { accountQueries, useMemberFigures } from '../../../../api/account-queries';
import { TrendChart } from '../../../../components/trend-chart/TrendChart';
import { useSiteConfig } from '../../../../stores/site-config';
import { useUserInfo } from '../../../../stores/user-info';
import { formatDateTime } from '../../../../utils/date';
import { siteGreetingPeriod } from '../../../../utils/greeting';
import { fullUrl } from '../../../../utils/url';
import { GenderIcon } from '../GenderIcon';
import { MemberCard } from '../MemberCard';
import '../account.css';

const L = 'member-account-overview';

/**
 * Account overview: who I am, my balance and integral, and how both moved in the last 7 days.
 * Native markup only (no antd component): it is the page a member lands on, so it should
 * appear quickly.
 */
export default function AccountOverviewPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const cdnUrl = useSiteConfig((s) => s.cdnUrl);
  const { money, score } = useMemberFigures();
  const { data: overview } = useQuery(accountQueries.overview());

  const greeting = t(`${L}.greeting.${siteGreetingPeriod()}`);
  const facts: [string, string, string?][] = [
    [t(`${L}.username`), user.username],
    [t(`${L}.email`), user.email || t(`${L}.notBound`)],
    [t(`${L}.mobile`), user.mobile || t(`${L}.notBound`)],
    [t(`${L}.money`), money, 'overview-money'],
    [t(`${L}.score`), String(score), 'overview-score'],
    [t(`${L}.birthday`), user.birthday || '-'],
    [t(`${L}.lastLoginTime`), formatDateTime(user.last_login_time) || '-'],
    [t(`${L}.lastLoginIp`), user.last_login_ip || '-'],
    [t(`${L}.joinTime`), formatDateTime(user.join_time) || '-'],
  ];

  const chart = (title: string, values: number[] | undefined, valueHeader: string, format?: (v: number) => string) => (
    <MemberCard>
      {overview && values ? (
        <TrendChart title={title} labels={overview.days} values={values} format={format} labelHeader={t(`${L}.day`)} valueHeader={valueHeader} />
      ) : (
        <div className="member-chart-placeholder" aria-busy="true" />
      )}
    </MemberCard>
  );

  return (
    <div className="member-page" data-testid="account-overview">
      <MemberCard>
        <div className="member-summary">
          {user.avatar ? (
            <img className="member-avatar" src={fullUrl(user.avatar, cdnUrl)} alt="" width={72} height={72} />
          ) : (
            <span className="member-avatar" aria-hidden="true">
              <UserOutlined />
            </span>
          )}
          <div className="member-summary-text">
            <h1 className="member-summary-name" data-testid="overview-welcome">
              {t(`${L}.welcome`, { greeting, nickname: user.nickname })}
              <GenderIcon gender={user.gender} />
            </h1>
            <p className="member-summary-motto">{user.motto || t(`${L}.noMotto`)}</p>
          </div>
          <Link to="/user/account/profile" className="app-button">
            {t(`${L}.editProfile`)}
          </Link>
        </div>
        <dl className="member-facts">
          {facts.map(([label, value, testId]) => (
            <div key={label} className="member-fact">
              <dt>{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
        </dl>
      </MemberCard>
      <div className="member-charts">
        {chart(t(`${L}.recentScore`), overview?.score, t(`${L}.score`))}
        {chart(t(`${L}.recentMoney`), overview?.money.map(Number), t(`${L}.money`), (v) => v.toFixed(2))}
      </div>
    </div>
  );
}
