/** Room left for a container's title row: a child placed higher would cover it. */
export const CONTAINER_HEADER = 40;
/** Inner margin of a container's left edge. */
export const CONTAINER_PADDING = 10;

interface Size {
  width?: number;
  height?: number;
}

/**
 * Where a node whose top-left corner is at `absolute` (flow coordinates) sits inside a container
 * at `container`, relative to the container and kept clear of its title row and edges (as far as
 * the container is large enough).
 */
export function positionInContainer(
  absolute: { x: number; y: number },
  container: { position: { x: number; y: number } } & Size,
  node: Size = {},
): { x: number; y: number } {
  const x = absolute.x - container.position.x;
  const y = absolute.y - container.position.y;
  const maxX = (container.width ?? Number.POSITIVE_INFINITY) - (node.width ?? 0) - CONTAINER_PADDING;
  const maxY = (container.height ?? Number.POSITIVE_INFINITY) - (node.height ?? 0) - CONTAINER_PADDING;
  return {
    x: Math.max(CONTAINER_PADDING, Math.min(x, maxX)),
    y: Math.max(CONTAINER_HEADER, Math.min(y, maxY)),
  };
}
