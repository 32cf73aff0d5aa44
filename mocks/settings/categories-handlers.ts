import { categoriesList } from '@/api/categories.ts'
import { handle } from '../handlers/define.ts'

export const categoriesHandlers = [handle(categoriesList, ({ db }) => ({ categories: [...db.categories.all()] }))]
