import type { MessagePack } from '../../../core/i18n/packs/types.ts';

/** Withdrawal payouts (modules/finance/wechat-transfer.ts, alipay-transfer.ts): their settings in the `pay` config group. */
export const pack: MessagePack = {
  'zh-cn': {
    'WeChat transfer scene ID': '微信商家转账场景 ID',
    'The 商家转账 scene opened for the merchant, e.g. 1005 (commission)': '商户已开通的商家转账场景，如 1005（佣金报酬）',
    'WeChat transfer scene report': '微信转账场景报备信息',
    'One type=content a line, as the scene requires': '每行一条“信息类型=信息内容”，按场景要求填写',
    'WeChat transfer remark': '微信转账备注',
    'Shown to the member, at most 32 characters': '会员可见，最多 32 个字',
    'WeChat transfer notify URL': '微信商家转账回调地址',
    'https://<your domain>/api/withdraw/wechat/notify; empty: WeChat payouts off': 'https://<你的域名>/api/withdraw/wechat/notify；留空：不开通微信打款',
    'Alipay app ID': '支付宝应用 ID',
    'Alipay app private key': '支付宝应用私钥',
    'PEM or the bare key of the key tool (PKCS#1 or PKCS#8)': 'PEM 格式或密钥工具生成的私钥字符串（PKCS#1 或 PKCS#8）',
    'Alipay public key': '支付宝公钥',
    "Alipay's public key (not the app's)": '支付宝公钥（不是应用公钥）',
    'Alipay gateway': '支付宝网关',
    'Empty: https://openapi.alipay.com/gateway.do': '留空：https://openapi.alipay.com/gateway.do',
    'Alipay transfer title': '支付宝转账标题',
    'Shown to the member': '会员可见',
  },
};
