export const PD_TOASTS = {
  validation: { title: 'Validation Error', description: 'Please correct the errors in the form.' },
  saved: {
    title: 'Registration Data Saved (Locally)!',
    description: 'Your registration details were saved to this browser’s local storage for testing.',
  },
  storageFailure: {
    title: 'Local Storage Error',
    description: (reason: string) => `Could not save your registration locally: ${reason}. Please try again.`,
  },
} as const;
