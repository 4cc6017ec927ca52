import { z } from 'zod';
import { siteConfigBlock } from './admin-index.ts';
import { RULE_EXTENDS, RULE_MENU_TYPES } from './admin-rbac.ts';
import { ACCOUNT_RE, MOBILE_RE, PASSWORD_RE, logoutInput, memberLoginInput, memberUserInfo } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { memberRoutes } from './first-load.routes.ts';
import { accountRoutes } from './member-pages.routes.ts';
import { MEMBER_RULE_TYPES, areaOption, areaQuery, moneyLogRow, scoreLogRow } from './user.ts';
import { memberListOf, memberListQuery } from './member-list.ts';
import { intInput } from './numbers.ts';

/**
 * The member centre's own account API (reference 2.8, 15, 15.1): registration, e-mail and SMS
 * verification codes, the account pages. Field names are the wire names of the reference.
 */

/** How a member can prove an address: the code goes by e-mail or by SMS. */
export const VERIFICATION_TYPES = ['email', 'mobile'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

/** Events of `POST /api/Ems/send`. */
export const EMAIL_EVENTS = ['user_register', 'user_change_email', 'user_retrieve_pwd', 'user_email_verify'] as const;
export type EmailEvent = (typeof EMAIL_EVENTS)[number];
/** Events (`template_code`) of `POST /api/Sms/send`. */
export const MOBILE_EVENTS = ['user_register', 'user_change_mobile', 'user_retrieve_pwd', 'user_mobile_verify'] as const;
export type MobileEvent = (typeof MOBILE_EVENTS)[number];

/** Seconds before a code for the same address and event can be sent again. */
export const CODE_RESEND_SECONDS = 60;
/** Seconds a code stays valid. */
export const CODE_TTL_SECONDS = 600;
/** Wrong entries a code survives; the next check fails and the member has to ask for a new code. */
export const CODE_MAX_ATTEMPTS = 5;
/** Codes are this many digits. */
export const CODE_LENGTH = 6;

/** Invite codes given at registration: letters and digits, at most 32. */
export const INVITE_CODE_RE = /^[a-zA-Z0-9]{1,32}$/;

const email = z.string().trim().max(50).pipe(z.email('email format error'));
const mobile = z.string().trim().regex(MOBILE_RE, 'mobile format error');
const password = z.string().regex(PASSWORD_RE, 'Password format error');
/** The code the member typed (digits; kept loose so that a wrong code is a wrong code, not a format error). */
const code = z.string().trim().min(1, 'Please enter the correct verification code').max(10, 'Please enter the correct verification code');
const captchaFields = {
  captchaId: z.string().max(100).optional().default(''),
  captchaInfo: z.string().max(200).optional().default(''),
};

/** `POST /api/Ems/send`; `password` only for `user_email_verify`. A logged-in member sends `ba-user-token` too. */
export const emsSendInput = z.object({
  email,
  event: z.enum(EMAIL_EVENTS, 'Parameter error'),
  password: z.string().max(32).optional().default(''),
  ...captchaFields,
});
export type EmsSendInput = z.input<typeof emsSendInput>;

/** `POST /api/Sms/send`; `template_code` is the event; `password` only for `user_mobile_verify`. */
export const smsSendInput = z.object({
  mobile,
  template_code: z.enum(MOBILE_EVENTS, 'Parameter error'),
  password: z.string().max(32).optional().default(''),
  ...captchaFields,
});
export type SmsSendInput = z.input<typeof smsSendInput>;

/** What registration asks besides username and password (config centre `user_register_verification`). */
export const REGISTER_VERIFICATIONS = ['none', ...VERIFICATION_TYPES] as const;
export type RegisterVerification = (typeof REGISTER_VERIFICATIONS)[number];

/** `GET /api/user/checkIn` → which login and register options the client shows. */
export const checkInSettings = z.object({
  userLoginCaptchaSwitch: z.boolean(),
  /** `email` when mail is configured, `mobile` when an SMS provider is configured. */
  accountVerificationType: z.array(z.enum(VERIFICATION_TYPES)),
  /**
   * Not in the reference: `none` registers with username, password and the click captcha (when
   * `userLoginCaptchaSwitch`); `email`/`mobile` with that address and its code instead.
   */
  registerVerification: z.enum(REGISTER_VERIFICATIONS),
});
export type CheckInSettings = z.output<typeof checkInSettings>;

/**
 * `POST /api/user/checkIn` with `tab: 'register'`. Which of the optional parts are required is the
 * server's `user_register_verification`: none (then `captchaId`/`captchaInfo` of the click
 * captcha), or `registerType` with its address and `captcha` code.
 */
export const memberRegisterInput = z.object({
  tab: z.literal('register'),
  username: z.string().trim().regex(ACCOUNT_RE, 'Please input correct username'),
  password,
  registerType: z.enum(VERIFICATION_TYPES).optional(),
  email: z.union([z.literal(''), email]).optional().default(''),
  mobile: z.union([z.literal(''), mobile]).optional().default(''),
  /** The code sent by `Ems/send` or `Sms/send` with event `user_register`. */
  captcha: z.union([z.literal(''), code]).optional().default(''),
  ...captchaFields,
  /** Optional referral code, kept for the distribution module. */
  inviteCode: z.union([z.literal(''), z.string().trim().regex(INVITE_CODE_RE, 'Invalid invite code')]).optional().default(''),
}).superRefine((v, ctx) => {
  if (v.registerType === 'email' && !v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'email format error' });
  if (v.registerType === 'mobile' && !v.mobile) ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'mobile format error' });
});
export type MemberRegisterInput = z.input<typeof memberRegisterInput>;

/** `POST /api/user/checkIn`: login or register by `tab`. */
export const checkInInput = z.discriminatedUnion('tab', [memberLoginInput.extend({ tab: z.literal('login') }), memberRegisterInput], { error: 'Unknown operation' });
export type CheckInInput = z.input<typeof checkInInput>;
/** The answer of a login or a registration. */
export const checkedIn = z.object({ userInfo: memberUserInfo, routePath: z.string() });

/** A member rule of the bootstrap's trees (its title translated). */
export interface MemberRuleNode {
  id: number;
  pid: number;
  type: (typeof MEMBER_RULE_TYPES)[number];
  title: string;
  name: string;
  path: string;
  icon: string;
  menu_type: (typeof RULE_MENU_TYPES)[number];
  url: string;
  component: string;
  keepalive: 0;
  extend: (typeof RULE_EXTENDS)[number];
  no_login_valid: 0 | 1;
  children?: MemberRuleNode[];
}
export const memberRuleNode: z.ZodType<MemberRuleNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    pid: z.number().int(),
    type: z.enum(MEMBER_RULE_TYPES),
    title: z.string(),
    name: z.string(),
    path: z.string(),
    icon: z.string(),
    menu_type: z.enum(RULE_MENU_TYPES),
    url: z.string(),
    component: z.string(),
    keepalive: z.literal(0),
    extend: z.enum(RULE_EXTENDS),
    no_login_valid: z.union([z.literal(0), z.literal(1)]),
    children: z.array(memberRuleNode).optional(),
  }),
);

/** `GET /api/index/index`: with `requiredLogin=1` a visitor without a session is refused (303/409). */
export const memberIndexQuery = z.object({ requiredLogin: z.string().optional() }).passthrough();
/** The public site's and member centre's bootstrap. */
export const memberIndexOutput = z.object({
  site: siteConfigBlock,
  openMemberCenter: z.boolean(),
  /** An empty array when nobody is logged in. */
  userInfo: z.union([memberUserInfo, z.tuple([])]),
  /** Public-site routes, header navigation, member dropdown entries and buttons. */
  rules: z.array(memberRuleNode),
  /** The member-centre sidebar (only when logged in). */
  menus: z.array(memberRuleNode),
});
export type MemberIndexOutput = z.output<typeof memberIndexOutput>;

/** `GET /api/account/overview`: the last 7 days (today last) in the site's time zone. */
export const accountOverview = z.object({
  /** 'YYYY-MM-DD' × 7. */
  days: z.array(z.string()),
  /** Daily sum of score changes. */
  score: z.array(z.number().int()),
  /** Daily sum of balance changes in yuan ("12.30"). */
  money: z.array(z.string()),
});
export type AccountOverview = z.output<typeof accountOverview>;

/** `GET /api/account/profile`. */
export const accountProfileSettings = z.object({ accountVerificationType: z.array(z.enum(VERIFICATION_TYPES)) });
export type AccountProfileSettings = z.output<typeof accountProfileSettings>;

/** `POST /api/account/profile`: always the signed-in member's own profile (an `id` field is ignored). */
export const accountProfileInput = z.object({
  /** A path or URL from `POST /api/ajax/upload`, or '' for the default avatar. */
  avatar: z.string().trim().max(255).regex(/^(|\/[^\s"'<>]*|https?:\/\/[^\s"'<>]+)$/, 'Invalid avatar').optional(),
  username: z.string().trim().regex(ACCOUNT_RE, 'Please input correct username'),
  /** CJK characters, letters, digits, `_` and `-`. */
  nickname: z.string().trim().min(1).max(50).regex(/^[\p{Script=Han}a-zA-Z0-9_-]+$/u, 'Please input correct nickname'),
  gender: intInput(0, 2).optional(),
  /** 'YYYY-MM-DD', or ''/null for none. */
  birthday: z.union([z.literal(''), z.null(), z.iso.date('Invalid birthday')]).optional().transform((v) => v || null),
  motto: z.string().max(255).optional(),
});
export type AccountProfileInput = z.input<typeof accountProfileInput>;

/** `POST /api/account/verification`: the code sent to the member's current address (event `user_<type>_verify`). */
export const accountVerificationInput = z.object({
  type: z.enum(VERIFICATION_TYPES),
  captcha: code,
});
export type AccountVerificationInput = z.input<typeof accountVerificationInput>;
/** Answer of `POST /api/account/verification`: a token proving the check, valid 600 s. */
export const accountVerificationResult = z.object({ type: z.enum(VERIFICATION_TYPES), accountVerificationToken: z.string() });
export type AccountVerificationResult = z.output<typeof accountVerificationResult>;

/**
 * `POST /api/account/changeBind`: bind a new e-mail or mobile. With an address already bound the
 * `accountVerificationToken` of `verification` is required; with none yet, the `password`.
 * `captcha` is the code sent to the new address (event `user_change_email` / `user_change_mobile`).
 */
export const accountChangeBindInput = z.object({
  type: z.enum(VERIFICATION_TYPES),
  captcha: code,
  email: z.union([z.literal(''), email]).optional().default(''),
  mobile: z.union([z.literal(''), mobile]).optional().default(''),
  accountVerificationToken: z.string().max(100).optional().default(''),
  password: z.string().max(32).optional().default(''),
}).superRefine((v, ctx) => {
  if (v.type === 'email' && !v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'email format error' });
  if (v.type === 'mobile' && !v.mobile) ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'mobile format error' });
});
export type AccountChangeBindInput = z.input<typeof accountChangeBindInput>;

/** `POST /api/account/changePassword`: every session of the member ends. */
export const accountChangePasswordInput = z.object({
  oldPassword: z.string().min(1).max(32),
  newPassword: password,
});
export type AccountChangePasswordInput = z.input<typeof accountChangePasswordInput>;

/** `POST /api/account/retrievePassword` (no login): `account` is the e-mail or mobile, `captcha` its `user_retrieve_pwd` code. */
export const retrievePasswordInput = z.object({
  type: z.enum(VERIFICATION_TYPES),
  account: z.string().trim().min(1).max(50),
  captcha: code,
  password,
});
export type RetrievePasswordInput = z.input<typeof retrievePasswordInput>;

/** `GET /api/account/balance` and `/integral`. */
export const accountLogQuery = z.object({
  page: intInput(1).optional().default(1),
  limit: intInput(1, 100).optional().default(10),
});
export type AccountLogQuery = z.input<typeof accountLogQuery>;

/** A row of `GET /api/account/balance`; amounts in yuan. */
export const accountMoneyLog = moneyLogRow.omit({ user: true });
export type AccountMoneyLog = z.output<typeof accountMoneyLog>;
/** A row of `GET /api/account/integral`. */
export const accountScoreLog = scoreLogRow.omit({ user: true });
export type AccountScoreLog = z.output<typeof accountScoreLog>;
/** Answer of the two log lists, newest first. */
export interface AccountLogList<Row> {
  list: Row[];
  total: number;
}

/** Sign-in, sign-out, the bootstrap and the codes (no login needed; `checkIn` refuses a signed-in member). */
export const memberEndpoints = {
  checkInConfig: endpoint({ ...memberRoutes.checkInConfig, output: checkInSettings, summary: 'Login form settings' }),
  checkIn: endpoint({
    ...memberRoutes.checkIn,
    input: checkInInput,
    output: checkedIn,
    summary: 'Member login (tab=login) or registration (tab=register)',
  }),
  logout: endpoint({ ...memberRoutes.logout, input: logoutInput, output: z.null(), summary: 'Member logout' }),
  index: endpoint({
    ...memberRoutes.index,
    input: memberIndexQuery,
    output: memberIndexOutput,
    summary: 'Public site and member-centre bootstrap',
  }),
  emsSend: endpoint({ ...memberRoutes.emsSend, input: emsSendInput, output: z.null(), summary: 'Send a verification code by e-mail' }),
  smsSend: endpoint({
    ...memberRoutes.smsSend,
    input: smsSendInput,
    output: z.null(),
    summary: 'Send a verification code by SMS (template_code is the event)',
  }),
  /** The member side of the area select (the admin one is `adminAreaEndpoint`); unknown parameters are ignored. */
  area: endpoint({
    ...memberRoutes.area,
    input: areaQuery.loose(),
    output: z.array(areaOption),
    summary: 'Provinces, cities of a province, or districts of a city',
  }),
  retrievePassword: endpoint({
    ...memberRoutes.retrievePassword,
    input: retrievePasswordInput,
    output: z.null(),
    summary: 'Reset a forgotten password with an e-mail or SMS code; every session ends',
  }),
};

/** The account pages' endpoints: the member's own rows only (no endpoint takes a member id). */
export const accountEndpoints = {
  balance: endpoint({
    ...accountRoutes.balance,
    input: memberListQuery(),
    output: memberListOf(accountMoneyLog),
    summary: 'Own balance changes, newest first',
  }),
  integral: endpoint({
    ...accountRoutes.integral,
    input: memberListQuery(),
    output: memberListOf(accountScoreLog),
    summary: 'Own score changes, newest first',
  }),
  overview: endpoint({ ...accountRoutes.overview, output: accountOverview, summary: 'The last 7 days of score and balance changes' }),
  profile: endpoint({ ...accountRoutes.profile, output: accountProfileSettings, summary: 'Which address types can be verified' }),
  editProfile: endpoint({ ...accountRoutes.editProfile, input: accountProfileInput, output: z.null(), summary: 'Update the own profile' }),
  verification: endpoint({
    ...accountRoutes.verification,
    input: accountVerificationInput,
    output: accountVerificationResult,
    summary: 'Prove the current e-mail or mobile with a code',
  }),
  changeBind: endpoint({
    ...accountRoutes.changeBind,
    input: accountChangeBindInput,
    output: z.null(),
    summary: 'Bind a new e-mail or mobile',
  }),
  changePassword: endpoint({
    ...accountRoutes.changePassword,
    input: accountChangePasswordInput,
    output: z.null(),
    summary: 'Change the password; every session ends',
  }),
};
