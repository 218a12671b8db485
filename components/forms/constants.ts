/** docs/product.md §9: the thank-you page (and the proposal's success) go home after 5 seconds. */
export const REDIRECT_SECONDS = 5;

/** docs/product.md §4/§9: the newsletter's messages vanish after 1000 ms. */
export const NEWSLETTER_MESSAGE_MS = 1000;
