export { default } from '../features/verification/components/VerifyEmailPage';
