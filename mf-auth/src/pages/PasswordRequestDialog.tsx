export { default } from '../features/password/components/PasswordRequestDialog';
