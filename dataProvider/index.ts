/**
 * The client's only door to the API. The app imports from here:
 *
 *   const dataProvider = createConfigDataProvider(resources);
 *   const authProvider = createAuthProvider({ resourceModules, store, queryClient });
 */
export * from './types';
export * from './messages';
export { session, cookieNames, attributionCookieNames, type SessionUser, type CompanyDetails } from './session';
export {
    httpClient,
    apiUrl,
    apiBaseUrl,
    authHeaders,
    isSessionExpired,
    toHttpError,
    networkError,
    type ApiHttpError,
    type HttpRequestOptions,
    type HttpResponse,
    type QueryParams,
    type QueryValue,
} from './httpClient';
export * from './upload';
export * from './configDataProvider';
export * from './authEvents';
export * from './authProvider';
export * from './workspace';
export * from './attribution';
export { profileImageUrl } from './images';
export * from './jobs';
