import { Icon, type IconProps } from '@/shared/ui/icons/icon.tsx'

/** The full-screen search's back arrow. */
export const IconArrowLeft = (p: IconProps) => (
  <Icon {...p}>
    <path d="M19 12H5" />
    <path d="m12 19-7-7 7-7" />
  </Icon>
)
