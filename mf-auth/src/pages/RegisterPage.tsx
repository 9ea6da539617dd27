export { default } from '../features/register/components/RegisterPage';
