import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/legal-notices', 'legalNotices');
export const generateMetadata = route.generateMetadata;
export default route.Page;
