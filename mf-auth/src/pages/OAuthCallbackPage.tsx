export { default } from '../features/oauth/components/OAuthCallbackPage';
