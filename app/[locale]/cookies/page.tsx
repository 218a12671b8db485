import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/cookies', 'cookies');
export const generateMetadata = route.generateMetadata;
export default route.Page;
