import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/events-concerts', 'events');
export const generateMetadata = route.generateMetadata;
export default route.Page;
