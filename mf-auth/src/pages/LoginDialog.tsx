export { default } from '../features/login/components/LoginDialog';
