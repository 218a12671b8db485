import { recipeRoute } from '@/components/pages/route';
import { gastronomy } from '@/components/pages/recipes/gastronomy';

const route = recipeRoute(gastronomy);
export const generateMetadata = route.generateMetadata;
export default route.Page;
