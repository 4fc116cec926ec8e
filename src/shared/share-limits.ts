// What a shared translation keeps beside its texts (issue 26): the translator's explanation and the terms it names,
// within these bounds. Apart from the schemas, so the share action checks them without loading zod.
export const SHARE_EXPLANATION_MAX = 5000;
export const SHARE_TERMS_MAX = 30;
export const SHARE_TERM_MAX = 200;
export const SHARE_TERM_MEANING_MAX = 1000;
