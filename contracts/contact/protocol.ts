/** Where the contact form posts on the publisher; the message's shape is in message.ts. Imported by the server. */
export const CONTACT_API_PATH = '/api/contact';
