import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/backstage', 'backstage');
export const generateMetadata = route.generateMetadata;
export default route.Page;
