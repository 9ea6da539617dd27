export { default } from '../features/setup/components/SetupPage';
