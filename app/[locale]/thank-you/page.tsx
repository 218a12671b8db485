import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/thank-you', 'thankYou');
export const generateMetadata = route.generateMetadata;
export default route.Page;
