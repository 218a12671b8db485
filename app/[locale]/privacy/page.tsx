import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/privacy', 'privacy');
export const generateMetadata = route.generateMetadata;
export default route.Page;
