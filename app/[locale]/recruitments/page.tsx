import { recipeRoute } from '@/components/pages/route';
import { recruitments } from '@/components/pages/recipes/recruitments';

const route = recipeRoute(recruitments);
export const generateMetadata = route.generateMetadata;
export default route.Page;
