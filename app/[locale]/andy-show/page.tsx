import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/andy-show', 'andyShow');
export const generateMetadata = route.generateMetadata;
export default route.Page;
