import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/venue', 'venue');
export const generateMetadata = route.generateMetadata;
export default route.Page;
