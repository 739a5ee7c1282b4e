/**
 * The wishlist's buttons as one chunk, loaded when the first of them is shown (./lazy-buttons.tsx): the heart of product
 * cards and the product page, and a cart line's Save for later.
 */
export { default as SaveButton } from './save-button';
export { SaveForLaterButton } from '../cart/save-for-later-button';
