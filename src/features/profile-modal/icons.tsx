import { Icon, type IconProps } from '@/shared/ui/icons/icon.tsx'

// Only the profile modal draws these, so they load with its chunk rather than sitting in shared/.

export const IconPencil = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20h4L18.5 9.5a2.83 2.83 0 0 0-4-4L4 16v4" />
    <path d="m13.5 6.5 4 4" />
  </Icon>
)

export const IconHeart = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="M19.5 12.57 12 20l-7.5-7.43A5 5 0 1 1 12 6.01a5 5 0 1 1 7.5 6.56" />
  </Icon>
)

export const IconCamera = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 7h1a2 2 0 0 0 2-2 1 1 0 0 1 1-1h6a1 1 0 0 1 1 1 2 2 0 0 0 2 2h1a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2" />
    <circle cx="12" cy="13" r="3" />
  </Icon>
)
