import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { RadioGroup } from '../../../../components/radio-group';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { saveProfile, type VerificationType } from '../../../../api/account';
import { accountQueries } from '../../../../api/account-queries';
import { useUserInfo, type Gender } from '../../../../stores/user-info';
import { accountProfileInput, inputLimits } from '@app/contract';
import { contractRules } from '../../../../components/form-item/limits';
import { GenderIcon } from '../GenderIcon';
import { MemberFormPage } from '../MemberFormPage';
import { ACCOUNT_SHARED } from '../shared-pack';
import { pickerText, siteNow, toPickerValue } from '../../../../utils/date';
import { SitePicker } from '../../../../components/form-item/inputs/site-picker';
// the image input's list styles (.form-item-files) live with the data table's form styles

/** B's image input: uploads to the member upload endpoint, or takes a URL. */
const UploadInput = lazy(() => import('../../../../components/form-item/inputs/UploadInput'));
const BindDialog = lazy(() => import('./BindDialog'));

const L = 'member-account-profile';
/** Nickname: CJK characters, letters, digits, `_` and `-` (reference 15, `chsDash`). */
/** Length and pattern of the profile's fields, from the contract (the server checks the same). */
const LIMITS = inputLimits(accountProfileInput);
const NICKNAME_PATTERN = LIMITS.nickname!.pattern!;

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
  const types: VerificationType[] = useQuery(accountQueries.profile()).data ?? [];
  const [binding, setBinding] = useState<VerificationType | null>(null);
  const gender = Form.useWatch('gender', form) ?? user.gender;

  const save = async (values: ProfileValues) => {
    const profile = {
      avatar: values.avatar ?? '',
      username: values.username.trim(),
      nickname: values.nickname.trim(),
      gender: values.gender,
      birthday: values.birthday ? pickerText(values.birthday, 'YYYY-MM-DD') : null,
      motto: values.motto ?? '',
    };
    await saveProfile(profile);
    useUserInfo.getState().dataFill(profile);
  };

  const required = (field: string) => ({ required: true, whitespace: true, message: t('validate.required', { field }) });
  const maxRule = (field: string, max: number) => ({ max, message: t('form-item.validate.maxLength', { field, max }) });

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
    <MemberFormPage<ProfileValues>
      title={t(`${L}.profileTitle`)}
      form={form}
      name="memberProfile"
      labelWidth="110px"
      initialValues={{
        avatar: user.avatar,
        username: user.username,
        nickname: user.nickname,
        gender: user.gender,
        birthday: toPickerValue(user.birthday),
        motto: user.motto,
      }}
      onSave={save}
      outside={
        binding && (
          <Suspense fallback={null}>
            <BindDialog type={binding} onClose={() => setBinding(null)} />
          </Suspense>
        )
      }
    >
      <Form.Item name="avatar" label={t(`${L}.avatar`)}>
        <AvatarInput />
      </Form.Item>
      <Form.Item
        name="username"
        label={t(`${L}.username`)}
        rules={[required(t(`${L}.username`)), ...contractRules(LIMITS.username, t, t(`${L}.username`), t('validate.accountRule'))]}
      >
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="nickname"
        label={t(`${L}.nickname`)}
        rules={[required(t(`${L}.nickname`)), { pattern: NICKNAME_PATTERN, message: t(`${L}.nicknameRule`) }, maxRule(t(`${L}.nickname`), LIMITS.nickname!.maxLength!)]}
      >
        <Input autoComplete="nickname" />
      </Form.Item>
      {bindRow('email')}
      {bindRow('mobile')}
      <Form.Item label={t(`${L}.gender`)}>
        <div className="member-bind-row">
          <Form.Item name="gender" noStyle>
            <RadioGroup
              aria-label={t(`${L}.gender`)}
              options={([0, 1, 2] as const).map((value) => ({ value, label: t(`${ACCOUNT_SHARED}.genders.${value}`) }))}
            />
          </Form.Item>
          <GenderIcon gender={gender} />
        </div>
      </Form.Item>
      <Form.Item name="birthday" label={t(`${L}.birthday`)}>
        <SitePicker disabledDate={(day) => day.isAfter(siteNow(), 'day')} />
      </Form.Item>
      <Form.Item name="motto" label={t(`${L}.motto`)} rules={[maxRule(t(`${L}.motto`), LIMITS.motto!.maxLength!)]}>
        <Input.TextArea rows={3} maxLength={LIMITS.motto!.maxLength} showCount />
      </Form.Item>
    </MemberFormPage>
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
