// Names and addresses that appear in the product's texts.
export const BRAND_NAME = 'SlangBridge';
export const SUPPORT_EMAIL = 'support@slangbridge.app';
export const HELP_EMAIL = 'help@slangbridge.app';
export const PRIVACY_EMAIL = 'privacy@slangbridge.app';
export const LEGAL_EMAIL = 'legal@slangbridge.app';
export const COMMUNITY_FORUM_URL = 'https://www.reddit.com/r/slangbridge';
export const COMMUNITY_CHAT_URL = 'https://discord.gg/slangbridge';
