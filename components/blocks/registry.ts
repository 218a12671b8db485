import type { ReactNode } from 'react';
import { ApplyBlock } from './ApplyBlock';
import { CardsBlock } from './CardsBlock';
import { ChecklistBlock } from './ChecklistBlock';
import { CtaBlock } from './CtaBlock';
import { FactsBlock } from './FactsBlock';
import { FeaturesBlock } from './FeaturesBlock';
import { GalleryBlock } from './GalleryBlock';
import { GroupBlock } from './GroupBlock';
import { LocationBlock } from './LocationBlock';
import { PartBlock } from './PartBlock';
import { PricesBlock } from './PricesBlock';
import { RatingsBlock } from './RatingsBlock';
import { RulesBlock } from './RulesBlock';
import { SpecsBlock } from './SpecsBlock';
import { StepsBlock } from './StepsBlock';
import { StoryBlock } from './StoryBlock';
import { TimelineBlock } from './TimelineBlock';
import type { Block, BlockProps } from './types';

type Registry = {
  [K in Block['block']]: (props: BlockProps<K>) => ReactNode | Promise<ReactNode>;
};

/** The component that draws each kind of block of a page recipe. */
export const blockComponents: Registry = {
  facts: FactsBlock,
  story: StoryBlock,
  cards: CardsBlock,
  features: FeaturesBlock,
  steps: StepsBlock,
  prices: PricesBlock,
  ratings: RatingsBlock,
  timeline: TimelineBlock,
  specs: SpecsBlock,
  rules: RulesBlock,
  checklist: ChecklistBlock,
  apply: ApplyBlock,
  gallery: GalleryBlock,
  cta: CtaBlock,
  location: LocationBlock,
  group: GroupBlock,
  part: PartBlock,
};
