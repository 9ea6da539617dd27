export { default } from '../features/password/components/PasswordResetPage';
