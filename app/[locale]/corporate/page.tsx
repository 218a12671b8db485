import { recipeRoute } from '@/components/pages/route';
import { corporate } from '@/components/pages/recipes/corporate';

const route = recipeRoute(corporate);
export const generateMetadata = route.generateMetadata;
export default route.Page;
