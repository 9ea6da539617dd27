export { default } from '../features/register/components/RegisterDialog';
