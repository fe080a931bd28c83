export { isAllowedUrl, safeUrl, setAllowedHosts, DEFAULT_ALLOWED_HOSTS } from './url';
export { isAllowedAppLink, isAllowedBridgeUrl, isAllowedSocketUrl, setAllowedAppSchemes } from './appLink';
