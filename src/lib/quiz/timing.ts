export const QUIZ_ADVANCE_DELAY_MS = 300;
