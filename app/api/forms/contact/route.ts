import { handleFormPost } from '@/lib/forms/handler';
import { routeMethods } from '@/lib/security/route-methods';

function handlePost(request: Request) {
  return handleFormPost(request, 'contact');
}

// Every other method: 405 with Allow (lib/security/route-methods.ts).
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ POST: handlePost });
