import { recipeRoute } from '@/components/pages/route';
import { venue } from '@/components/pages/recipes/venue';

const route = recipeRoute(venue);
export const generateMetadata = route.generateMetadata;
export default route.Page;
