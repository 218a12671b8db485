import { recipeRoute } from '@/components/pages/route';
import { club } from '@/components/pages/recipes/club';

const route = recipeRoute(club);
export const generateMetadata = route.generateMetadata;
export default route.Page;
