export { default } from '../features/verification/components/ResendVerificationPage';
