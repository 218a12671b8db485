import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/about-us', 'aboutUs');
export const generateMetadata = route.generateMetadata;
export default route.Page;
