// Shared by the contact page (browser) and the message API: no dependencies, so the form stays light.

/** The contact page sends its summary with this session id and the default persona. */
export const CONTACT_FORM_SESSION = "contact-form";
export const CONTACT_FORM_WORD_LIMIT = 1000;
