export { isAllowedUrl, safeUrl, setAllowedHosts, setUrlPolicy, parseHostList, isLocalHost, DEFAULT_ALLOWED_HOSTS } from './url';
export { isUrlLike, withoutForeignUrls } from './urlValues';
export { isAllowedAppLink, isAllowedBridgeUrl, isAllowedSocketUrl, setAllowedAppSchemes } from './appLink';
