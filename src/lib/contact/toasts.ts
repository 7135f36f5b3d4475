export const CONTACT_TOASTS = {
  success: { title: 'Message Sent!', description: 'Thanks! Your message has been sent.' },
  failure: { title: 'Error!', description: (email: string) => `Sorry, something went wrong. Please email ${email}.` },
} as const;
