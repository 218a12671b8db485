import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/event-solutions', 'eventSolutions');
export const generateMetadata = route.generateMetadata;
export default route.Page;
