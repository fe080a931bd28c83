/** Hubs: the `hub-tabs` widget, which shows a hub's parts (other campaigns, by reference) in its tabs. */
export { hubTabs, hubTabsProps, type HubTabsProps } from './hubTabs';
