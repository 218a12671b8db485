import { recipeRoute } from '@/components/pages/route';
import { backstage } from '@/components/pages/recipes/backstage';

const route = recipeRoute(backstage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
