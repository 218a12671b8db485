import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/our-offers', 'ourOffers');
export const generateMetadata = route.generateMetadata;
export default route.Page;
