// Upload limits, shared by the endpoints, the forms and the concierge.
export const PDF_MAX_BYTES = 20 * 1024 * 1024;
export const PDF_MAX_LABEL = "20MB";
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
