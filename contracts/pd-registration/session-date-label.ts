/** How a session date reads on the registration form and in its e-mail: "July 2, 2025" for 2025-07-02. */
export const sessionDateLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
