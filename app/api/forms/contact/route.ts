import { handleFormPost } from '@/lib/forms/handler';

export function POST(request: Request) {
  return handleFormPost(request, 'contact');
}
