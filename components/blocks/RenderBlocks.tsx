import { blockComponents } from './registry';
import type { Block, BlockContext, BlockProps } from './types';

/** A recipe's blocks in order, each drawn by the component the registry names for it. */
export function RenderBlocks({ blocks, ctx }: { blocks: Block[]; ctx: BlockContext }) {
  return blocks.map((block, index) => {
    const Component = blockComponents[block.block] as (
      props: BlockProps<Block['block']>,
    ) => React.ReactNode;
    return <Component key={`${block.block}-${index}`} {...block} ctx={ctx} />;
  });
}
