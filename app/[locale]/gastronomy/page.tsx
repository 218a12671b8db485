import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/gastronomy', 'gastronomy');
export const generateMetadata = route.generateMetadata;
export default route.Page;
