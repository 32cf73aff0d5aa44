import { Icon, type IconProps } from './icon.tsx'

export const IconHome = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12H3l9-9 9 9h-2" />
    <path d="M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
    <path d="M9 21v-6h6v6" />
  </Icon>
)
