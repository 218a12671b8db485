import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/frequently-asked-questions', 'faq');
export const generateMetadata = route.generateMetadata;
export default route.Page;
