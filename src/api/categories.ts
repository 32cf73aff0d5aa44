import * as v from 'valibot'
import { defineEndpoint } from './define.ts'

export const CategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  image: v.nullable(v.string()),
  description: v.optional(v.nullable(v.string())),
})
export type Category = v.InferOutput<typeof CategorySchema>

export const categoriesList = defineEndpoint({
  id: 'categories.list',
  method: 'GET',
  path: 'categories',
  response: v.object({ categories: v.array(CategorySchema) }),
  auth: 'none',
  tag: 'casino',
  summary: 'Casino categories (side menu, listing filters)',
  description:
    'Response use: categories (image and name in the side menu). Loading errors show each returned message as a toast.',
})
