export { default } from '../features/newsletter/components/NewsletterDialog';
