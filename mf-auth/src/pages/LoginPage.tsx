export { default } from '../features/login/components/LoginPage';
