import type { ComponentType } from 'react'
export async function startBrowserMocks(): Promise<ComponentType | undefined> {
  return undefined
}
