// The largest files the server accepts, which the browser checks first (the chat and the contact
// form refuse a larger PDF before sending it) and the concierge names. No zod and no imports: the
// chat's first load takes them without any schema.

export const PDF_MAX_BYTES = 20 * 1024 * 1024;
export const PDF_MAX_LABEL = "20MB";
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
