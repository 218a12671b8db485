import { RenderBlocks } from '@/components/blocks/RenderBlocks';
import type { BlockContext, Recipe, Text } from '@/components/blocks/types';
import { ExtraMenu } from '@/components/content/ExtraMenu';
import { pageFigures, type Figures } from '@/lib/content/figures';
import { getFactTranslations } from '@/lib/provider/fact-translations';
import { getFactFill } from '@/lib/provider/settings';
import { ContentPage } from './ContentPage';
import type { PageContext } from './context';

type Translator = Awaited<ReturnType<typeof getFactTranslations>>;

/** A text of a recipe in the page's language (components/blocks/types.ts). */
function say(t: Translator, figures: Figures, text: Text): string {
  if (typeof text === 'string') return t(text);
  if ('figure' in text) return String(figures[text.figure]);
  const args = Object.fromEntries(
    Object.entries(text.args).map(([name, figure]) => [name, figures[figure]]),
  );
  return t(text.key, args);
}

/** What a recipe's blocks are drawn with on this page, in its language. */
export async function recipeContext(recipe: Recipe, context: PageContext): Promise<BlockContext> {
  const { locale, page } = context;
  const [t, fill] = await Promise.all([
    getFactTranslations({ locale, namespace: recipe.namespace }),
    getFactFill(locale),
  ]);
  const figures = pageFigures(locale, fill.values);
  return {
    locale,
    page,
    id: recipe.id,
    namespace: recipe.namespace,
    figures,
    t: (text) => say(t, figures, text),
    menu: Boolean(recipe.menu),
  };
}

/** A page drawn from its recipe: the content-page frame around the recipe's blocks. */
export async function RecipePage({ recipe, context }: { recipe: Recipe; context: PageContext }) {
  const { locale } = context;
  const ctx = await recipeContext(recipe, context);
  return (
    <ContentPage
      context={context}
      subtitle={ctx.t('subtitle')}
      belowHeader={recipe.menu ? <ExtraMenu locale={locale} current={recipe.route} /> : null}
    >
      <RenderBlocks blocks={recipe.blocks} ctx={ctx} />
    </ContentPage>
  );
}
