import { loadInAntd } from '../../../app/antd-lazy';
import { loadLangPacks } from '../../../lang/i18n';

/**
 * The register tab and the retrieve-password dialog (antd Modal and Form), loaded on first use
 * with their texts and the language packs of their code fields (the register form reads its limits from the
 * contract's zod schema: zod comes with it, not with the login tab). This module is itself
 * loaded on first use, so that the login tab's chunk names none of their files.
 */
const withTexts = <T>(load: () => Promise<T>) => Promise.all([load(), loadLangPacks(['member-login-forms', 'verify-code', 'form-item'])]).then(([module]) => module);

export const loadRetrievePasswordDialog = () => withTexts(() => loadInAntd(() => import('./RetrievePasswordDialog')));
export const loadRegisterForm = () => withTexts(() => import('./RegisterForm')).then((module) => ({ default: module.RegisterForm }));
