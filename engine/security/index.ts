export { isAllowedUrl, safeUrl, setAllowedHosts, setUrlPolicy, parseHostList, isLocalHost, DEFAULT_ALLOWED_HOSTS } from './url';
export { isAllowedAppLink, isAllowedBridgeUrl, isAllowedSocketUrl, setAllowedAppSchemes } from './appLink';
