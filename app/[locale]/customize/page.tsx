import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/customize', 'customize');
export const generateMetadata = route.generateMetadata;
export default route.Page;
