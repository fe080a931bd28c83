/**
 * The top-up helpers a purchase asks for only once the user buys (`import('./topUp')` at that tap): the
 * selling entry's parts it names, not the whole entry, so the page's first load carries none of them.
 */
export { decideTopUp, topUpPagePath } from '@platform/pay';
