export const CARD_STAGGER_S = 0.05;

/** The custom property a card's entrance animation waits for (spec 2.5: each card 0.05 s after the one before). */
export const CARD_DELAY_PROPERTY = '--card-delay';

/** The entrance delay of the card at this position among those shown. */
export const cardDelay = (index: number) => `${(index * CARD_STAGGER_S).toFixed(2)}s`;
