import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/schedule', 'schedule');
export const generateMetadata = route.generateMetadata;
export default route.Page;
