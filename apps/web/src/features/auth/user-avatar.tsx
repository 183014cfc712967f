export interface UserAvatarProps {
  src: string;
  size?: number;
}

/** A user's round picture; decorative, the name is always written beside it or in a label. */
export function UserAvatar({ src, size = 32 }: UserAvatarProps) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-full bg-zinc-200 object-cover dark:bg-zinc-700"
      style={{ width: size, height: size }}
    />
  );
}
