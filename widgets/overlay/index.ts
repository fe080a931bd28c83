/**
 * `overlay`, the modal under its older name (engine/react/layout/overlay.ts): registered with the platform
 * widgets so definitions that say `type: overlay` keep working.
 */
export { overlay } from '@engine';
