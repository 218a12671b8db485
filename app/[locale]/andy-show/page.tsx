import { recipeRoute } from '@/components/pages/route';
import { show } from '@/components/pages/recipes/show';

const route = recipeRoute(show);
export const generateMetadata = route.generateMetadata;
export default route.Page;
