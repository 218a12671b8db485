import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/nightClub', 'nightClub');
export const generateMetadata = route.generateMetadata;
export default route.Page;
