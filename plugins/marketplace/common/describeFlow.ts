/** The node names and distinct categories of a flow: what the gallery filters and draws icons from. */
export function describeFlow(flow: { nodes: { data?: { name?: string; category?: string } }[] }) {
  const nodeNames = [...new Set(flow.nodes.map((n) => n.data?.name).filter((n): n is string => !!n))];
  const categories = [...new Set(flow.nodes.map((n) => n.data?.category).filter((c): c is string => !!c))];
  return { nodeNames, categories };
}
