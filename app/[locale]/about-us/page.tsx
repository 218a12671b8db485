import { recipeRoute } from '@/components/pages/route';
import { about } from '@/components/pages/recipes/about';

const route = recipeRoute(about);
export const generateMetadata = route.generateMetadata;
export default route.Page;
