/** The query keys of a material's comments: the comments feature reads them, moderation refreshes them. */
export const commentKeys = {
  all: ['comments'] as const,
  /** every loaded page of one material's comments */
  material: (materialId: number) => [...commentKeys.all, 'material', materialId] as const,
};
