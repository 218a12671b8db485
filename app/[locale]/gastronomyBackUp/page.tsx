import { recipeRoute } from '@/components/pages/route';
import { gastronomyBackUp } from '@/components/pages/recipes/gastronomy-backup';

const route = recipeRoute(gastronomyBackUp);
export const generateMetadata = route.generateMetadata;
export default route.Page;
