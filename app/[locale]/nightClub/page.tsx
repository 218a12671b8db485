import { recipeRoute } from '@/components/pages/route';
import { nightClub } from '@/components/pages/recipes/night-club';

const route = recipeRoute(nightClub);
export const generateMetadata = route.generateMetadata;
export default route.Page;
