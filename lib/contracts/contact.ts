// Shared by the contact page (browser) and the message API: no dependencies, so the form stays light.

/** The contact page sends its summary with this session id and the default persona. */
export const CONTACT_FORM_SESSION = "contact-form";
export const CONTACT_FORM_WORD_LIMIT = 1000;

/**
 * The longest contact details the message API takes, in characters (chat-request.ts refuses
 * longer), and so the longest the chat's contact form and the contact page let through.
 */
export const CONTACT_LIMITS = { name: 120, subject: 200, company: 160 } as const;

/**
 * The contact page's message, in characters. Its summary (the message with the name, email,
 * company and PDF) is one chat message to the API, which takes up to 12,000 characters and 1,000
 * words from the contact page: 2,000 characters are at most 1,000 words, and leave room for the rest.
 */
export const CONTACT_MESSAGE_MAX_CHARS = 2000;
