import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { getProfileConfig, saveProfile, type VerificationType } from '../../../../api/account';
import { useUserInfo, type Gender } from '../../../../stores/user-info';
import { ACCOUNT_PATTERN } from '../../../../utils/validate';
import { GenderIcon } from '../GenderIcon';
import { MemberCard } from '../MemberCard';
import '../account.css';
// the image input's list styles (.form-item-files) live with the data table's form styles

/** B's image input: uploads to the member upload endpoint, or takes a URL. */
const UploadInput = lazy(() => import('../../../../components/form-item/inputs/UploadInput'));
const BindDialog = lazy(() => import('./BindDialog'));

const L = 'member-account';
/** Nickname: CJK characters, letters, digits, `_` and `-` (reference 15, `chsDash`). */
const NICKNAME_PATTERN = /^[\p{Script=Han}a-zA-Z0-9_-]+$/u;

interface ProfileValues {
  avatar: string;
  username: string;
  nickname: string;
  gender: Gender;
  birthday: Dayjs | null;
  motto: string;
}

/** Profile: avatar, username, nickname, gender, birthday, motto; e-mail and mobile bound through dialogs. */
export default function AccountProfilePage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const [form] = Form.useForm<ProfileValues>();
  const [saving, setSaving] = useState(false);
  const [types, setTypes] = useState<VerificationType[]>([]);
  const [binding, setBinding] = useState<VerificationType | null>(null);
  const gender = Form.useWatch('gender', form) ?? user.gender;

  useEffect(() => {
    getProfileConfig().then(({ data }) => setTypes(data.accountVerificationType ?? []), () => {});
  }, []);

  const submit = async (values: ProfileValues) => {
    setSaving(true);
    const profile = {
      avatar: values.avatar ?? '',
      username: values.username.trim(),
      nickname: values.nickname.trim(),
      gender: values.gender,
      birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : null,
      motto: values.motto ?? '',
    };
    try {
      await saveProfile(profile);
      useUserInfo.getState().dataFill(profile);
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  const required = (field: string) => ({ required: true, whitespace: true, message: t('validate.required', { field }) });

  const bindRow = (type: VerificationType) => {
    const value = user[type];
    const verb = value ? 'change' : 'bind';
    return (
      <Form.Item label={t(`${L}.${type}`)} key={type}>
        <div className="member-bind-row">
          <span className={`member-bind-value${value ? '' : ' is-empty'}`} data-testid={`profile-${type}`}>
            {value || t(`${L}.notBound`)}
          </span>
          {types.includes(type) && (
            <Button size="small" onClick={() => setBinding(type)} data-testid={`profile-${type}-${verb}`}>
              {t(`${L}.${verb}${type === 'email' ? 'Email' : 'Mobile'}`)}
            </Button>
          )}
        </div>
      </Form.Item>
    );
  };

  return (
    <div className="member-page">
      <MemberCard title={<h1 className="member-page-title">{t(`${L}.profileTitle`)}</h1>}>
        <Form<ProfileValues>
          form={form}
          name="memberProfile"
          className="member-form"
          layout="horizontal"
          labelCol={{ flex: '110px' }}
          wrapperCol={{ flex: 1 }}
          labelWrap
          colon={false}
          initialValues={{
            avatar: user.avatar,
            username: user.username,
            nickname: user.nickname,
            gender: user.gender,
            birthday: user.birthday ? dayjs(user.birthday) : null,
            motto: user.motto,
          }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="avatar" label={t(`${L}.avatar`)}>
            <AvatarInput />
          </Form.Item>
          <Form.Item
            name="username"
            label={t(`${L}.username`)}
            rules={[required(t(`${L}.username`)), { pattern: ACCOUNT_PATTERN, message: t('validate.accountRule') }]}
          >
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="nickname"
            label={t(`${L}.nickname`)}
            rules={[required(t(`${L}.nickname`)), { pattern: NICKNAME_PATTERN, message: t(`${L}.nicknameRule`) }, { max: 50 }]}
          >
            <Input autoComplete="nickname" />
          </Form.Item>
          {bindRow('email')}
          {bindRow('mobile')}
          <Form.Item label={t(`${L}.gender`)}>
            <div className="member-bind-row">
              <Form.Item name="gender" noStyle>
                <Radio.Group
                  aria-label={t(`${L}.gender`)}
                  options={([0, 1, 2] as const).map((value) => ({ value, label: t(`${L}.genders.${value}`) }))}
                />
              </Form.Item>
              <GenderIcon gender={gender} />
            </div>
          </Form.Item>
          <Form.Item name="birthday" label={t(`${L}.birthday`)}>
            <DatePicker disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item name="motto" label={t(`${L}.motto`)} rules={[{ max: 255 }]}>
            <Input.TextArea rows={3} maxLength={255} showCount />
          </Form.Item>
          <Form.Item label=" ">
            <Button type="primary" htmlType="submit" loading={saving}>
              {t(`${L}.save`)}
            </Button>
          </Form.Item>
        </Form>
      </MemberCard>
      {binding && (
        <Suspense fallback={null}>
          <BindDialog type={binding} onClose={() => setBinding(null)} />
        </Suspense>
      )}
    </div>
  );
}

/** Form.Item hands value and onChange to its direct child, so the lazy input's Suspense sits in here. */
function AvatarInput(props: { id?: string; value?: string; onChange?: (value: string) => void }) {
  return (
    <Suspense fallback={null}>
      <UploadInput {...props} kind="image" onChange={(value) => props.onChange?.(String(value))} />
    </Suspense>
  );
}
