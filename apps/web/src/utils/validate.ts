/** 6 to 32 characters, none of & < > " ' (nor line breaks). */
export const PASSWORD_PATTERN = /^(?!.*[&<>"'\n\r]).{6,32}$/;
/** 3 to 15 characters, starts with a letter, then letters, digits and underscore. */
export const ACCOUNT_PATTERN = /^[a-zA-Z][a-zA-Z0-9_]{2,14}$/;
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
