/** The spec's simple e-mail shape, for the contact form and PD registration alike: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
