import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/corporate', 'corporate');
export const generateMetadata = route.generateMetadata;
export default route.Page;
