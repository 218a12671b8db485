import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/the-sin', 'theSin');
export const generateMetadata = route.generateMetadata;
export default route.Page;
