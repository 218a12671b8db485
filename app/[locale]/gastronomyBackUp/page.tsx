import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/gastronomyBackUp', 'gastronomyBackUp');
export const generateMetadata = route.generateMetadata;
export default route.Page;
