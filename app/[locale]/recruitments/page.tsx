import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/recruitments', 'recruitments');
export const generateMetadata = route.generateMetadata;
export default route.Page;
