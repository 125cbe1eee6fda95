/** The lazy half of consoleErrorPages.tsx. */
export { Error as ErrorPage, AuthenticationError as AuthenticationErrorPage } from 'react-admin';
