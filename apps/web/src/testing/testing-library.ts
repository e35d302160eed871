/**
 * Testing Library on the runtime the web app ships, Preact through
 * preact/compat (decision 019): the player's small Preact counterpart of
 * React Testing Library (which renders with react-dom itself), over the same
 * @testing-library/dom that user-event drives.
 */
export * from '../../../player/src/testing/testing-library';
