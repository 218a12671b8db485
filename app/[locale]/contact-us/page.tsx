import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/contact-us', 'contactUs');
export const generateMetadata = route.generateMetadata;
export default route.Page;
