import { contentRoute } from '@/components/content/contentRoute';

const route = contentRoute('/proposal-request', 'proposalRequest');
export const generateMetadata = route.generateMetadata;
export default route.Page;
